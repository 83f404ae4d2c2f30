import { sitePath } from '@/shared/config/site-paths';
import type { StaffRoleName } from '@/shared/contracts/staff';

/**
 * The desk's areas and the roles that work them (issue 20 item 2; admin is admitted everywhere). The
 * server checks the role on every route; this list only decides which links a member is shown.
 */
export const DESK_AREAS: ReadonlyArray<{ label: string; path: string; roles: readonly StaffRoleName[]; summary: string }> = [
  { label: 'Leads', path: sitePath.staffLeads(), roles: ['sales'], summary: 'Enquiries, contact messages, bookings, applications and vendor registrations.' },
  { label: 'Bookings', path: sitePath.staffBookings(), roles: ['sales'], summary: 'Consultations of the day and the week by office: move, cancel, Done, No-show.' },
  {
    label: 'Availability',
    path: sitePath.staffAvailability(),
    roles: ['sales'],
    summary: 'Opening hours per office, slot lengths, how far ahead and how soon visitors may book, holidays and days off.',
  },
  { label: 'Tenders', path: sitePath.staffTenders(), roles: ['tenders'], summary: 'Every tender: create, publish, corrigenda, award.' },
  { label: 'Audit', path: sitePath.staffAudit(), roles: [], summary: 'Who changed what, when and from where; export it and check its chain.' },
  { label: 'Team', path: sitePath.staffTeam(), roles: [], summary: 'Add staff members, reset their sign-in, disable them, change their role.' },
];

export const deskAreasFor = (role: StaffRoleName) => DESK_AREAS.filter((area) => role === 'admin' || area.roles.includes(role));
