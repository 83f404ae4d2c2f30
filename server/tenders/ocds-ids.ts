/** The identifiers the OCDS release (`ocds.ts`) and its award (`ocds-award.ts`) share. */

/**
 * The OCID prefix. OCDS asks each publisher to register one with the Open Contracting Partnership; until the
 * company has, this unregistered placeholder keeps the identifiers stable and recognisably ours.
 */
export const OCID_PREFIX = 'ocds-vkin00';
