import { FLOW_FIELDS, type FlowValues } from '../model/booking-flow.machine';

/**
 * The booking flow's typed values, kept in this tab's sessionStorage so a reload (or a visit to another
 * page and back) loses nothing. Only called from effects and handlers: there is no storage while the
 * page is rendered on the server. The floor plan (a file) cannot be kept; the flow says so.
 */
const KEY = 'consultation-booking-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export interface BookingDraft {
  values: Partial<FlowValues>;
  /** The name of a floor plan that was attached before the reload. */
  floorPlanName?: string;
}

export function readBookingDraft(): BookingDraft {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? '{}') as { values?: unknown; floorPlanName?: unknown };
    const values = typeof saved.values === 'object' && saved.values !== null ? (saved.values as Record<string, unknown>) : {};
    const kept = Object.fromEntries(
      FLOW_FIELDS.filter((field) => typeof values[field] === 'string' && values[field] !== '').map((field) => [field, values[field] as string]),
    ) as Partial<FlowValues>;
    return { values: kept, floorPlanName: typeof saved.floorPlanName === 'string' ? saved.floorPlanName : undefined };
  } catch {
    return { values: {} };
  }
}

export function saveBookingDraft(values: FlowValues, floorPlanName: string | undefined): void {
  if (!Object.values(values).some((value) => value !== '')) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ values, floorPlanName }));
  } catch {
    // A full or disabled storage only loses the draft, never the booking.
  }
}

export function clearBookingDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // as above
  }
}
