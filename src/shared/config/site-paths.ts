/**
 * Every path the client's route table (`src/app/routes.tsx`, docs/spec-fields.md §2) renders as a real screen.
 * The API host answers these with the app and status 200, any other path with the app and status 404
 * (the not-found screen); `sitemap.xml` lists the public ones. Plain data, so the server can import it.
 */

/** The ten service pages, reachable both as `/home<slug>` and `/services/<slug>`. */
export const SERVICE_SLUGS = [
  'gypsumwork',
  'paintaingwork',
  'aluminiumwork',
  'glasswork',
  'flooringwork',
  'corianwork',
  'carpentrywork',
  'furniturework',
  'estimate',
  'budget',
] as const;

/** Screens a search engine should list: one address per screen (the `services/…` form of each service page). */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/aboutus',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/projects',
  '/projects/subprojects',
  '/career',
  '/events',
  '/contactus',
  '/gallery',
  '/gallery/staff',
  '/gallery/team',
  '/gallery/office',
  '/tender',
  '/consultation',
];

/** The staff desk's screens (issue 20): private, see `isStaffPath`. */
export const STAFF_PATHS: readonly string[] = [
  '/staff',
  '/staff/login',
  '/staff/setup',
  '/staff/leads',
  '/staff/leads/:kind/:id',
  '/staff/tenders',
  '/staff/tenders/new',
  '/staff/tenders/edit',
  '/staff/tenders/tender',
  '/staff/audit',
  '/staff/team',
  '/staff/bookings',
  '/staff/availability',
];

/** Every client route: the sitemap's screens plus duplicates and the vendor screens a crawler should skip. */
export const SITE_PATHS: readonly string[] = [
  ...SITEMAP_PATHS,
  ...SERVICE_SLUGS.map((slug) => `/home${slug}`),
  '/gallery/allphotos',
  '/tender/detailsoftender',
  '/tender/applications',
  '/tender/login',
  '/tender/login/signup',
  '/tender/login/forgot-password',
  '/tender/login/reset-password',
  '/userinfo',
  '/consultation/manage/:token',
  ...STAFF_PATHS,
];

/** True for the staff desk's addresses: never indexed, never in the sitemap, never cached by the server. */
export function isStaffPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/staff' || lower.startsWith('/staff/') || lower.startsWith('/staff?');
}

/** A visitor's private page: a consultation's manage link carries its token in the address. Never indexed nor cached. */
export function isPrivateLinkPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/consultation/manage/');
}

/** `path` with `?tenderNo=…` when there is one: the tender a vendor applies for travels from Apply to registration. */
function withTenderNo(path: string, tenderNo?: string): string {
  return tenderNo ? `${path}?${new URLSearchParams({ tenderNo }).toString()}` : path;
}

/**
 * Addresses of screens other screens link to, built in one place so a screen never spells another's
 * path (or its query string) by hand.
 */
export const sitePath = {
  tenders: () => '/tender',
  tenderDetail: (tenderNo: string) => withTenderNo('/tender/detailsoftender', tenderNo),
  login: (tenderNo?: string) => withTenderNo('/tender/login', tenderNo),
  signUp: (tenderNo?: string) => withTenderNo('/tender/login/signup', tenderNo),
  forgotPassword: (tenderNo?: string) => withTenderNo('/tender/login/forgot-password', tenderNo),
  /** The one-time link of a password reset e-mail (issue 23). */
  resetPassword: (token: string) => `/tender/login/reset-password?${new URLSearchParams({ token }).toString()}`,
  vendorRegistration: (tenderNo?: string) => withTenderNo('/userinfo', tenderNo),
  staffDesk: () => '/staff',
  staffLogin: () => '/staff/login',
  staffLeads: (query?: string) => (query ? `/staff/leads?${query}` : '/staff/leads'),
  /** One lead of the desk, named by its kind and its submission's id (the office e-mail links here). */
  staffLead: (kind: string, id: number) => `/staff/leads/${encodeURIComponent(kind)}/${id}`,
  staffTenders: () => '/staff/tenders',
  staffTenderNew: () => '/staff/tenders/new',
  /** A tender number holds `/`: it travels in the query, never as a path segment of a screen. */
  staffTender: (tenderNo: string) => `/staff/tenders/tender?${new URLSearchParams({ tenderNo }).toString()}`,
  staffTenderEdit: (tenderNo: string) => `/staff/tenders/edit?${new URLSearchParams({ tenderNo }).toString()}`,
  staffAudit: () => '/staff/audit',
  staffTeam: () => '/staff/team',
  staffBookings: (query?: string) => (query ? `/staff/bookings?${query}` : '/staff/bookings'),
  staffAvailability: () => '/staff/availability',
  /**
   * The consultation booking (issue 21); `estimate`: the estimator's summary, which travels with the
   * booking; `from`: which call to action brought the visitor (kept with the lead's estimate line).
   */
  consultation: (options: { estimate?: string; place?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(options).filter(([, value]) => Boolean(value)) as Array<[string, string]>).toString();
    return query ? `/consultation?${query}` : '/consultation';
  },
  /** The home page's enquiry form with its Message written (the estimator's hand-over). */
  enquiry: (message?: string) => (message ? `/?${new URLSearchParams({ [ENQUIRY_MESSAGE_PARAM]: message }).toString()}#enquiry` : '/#enquiry'),
} as const;

/** The query parameter the enquiry form reads its pre-filled Message from. */
export const ENQUIRY_MESSAGE_PARAM = 'enquiryMessage';
