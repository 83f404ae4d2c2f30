/**
 * Every path the client's route table (`src/app/routes.tsx`, SPEC section 2) renders as a real screen.
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
  '/userinfo',
];
