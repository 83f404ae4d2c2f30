import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import type { Locale } from '@/shared/i18n';
import { lazyExport } from '@/shared/lib/lazy-export';
import { LoadingBoundary } from '@/shared/ui/loading-boundary';
import { ShellLayout } from '@/widgets/shell';

/** What a route tells the server render: the webpack chunks its screen needs (named in the page's head). */
export interface RouteHandle {
  chunks?: string[];
}

type Loader = (() => Promise<Record<string, React.ComponentType>>) & { chunk: string };
/** A slice's lazily loaded chunk; `chunk` must equal its `webpackChunkName`. */
const chunk = (name: string, load: () => Promise<object>): Loader => Object.assign(load, { chunk: name }) as Loader;

const chunksOfScreen = new Map<React.ComponentType, string[]>();

/**
 * Each screen is lazy: `lazy` + a named export from its page's public index. A screen the page loads from
 * a chunk of its own (the about page) names that chunk too, so it is preloaded with the page.
 */
const page = (load: Loader, name: string, ...alsoLoads: string[]) => {
  const Screen = lazyExport(load, name);
  chunksOfScreen.set(Screen, [load.chunk, ...alsoLoads]);
  return Screen;
};

/*
 * A screen comes from its page's public index (`src/pages/<page>`). Pages that share a chunk name share
 * that chunk (webpack merges same-named imports), so the split stays as it was: one chunk for the
 * staff desk, one for the service catalogues, and so on; the names are those the server render, the
 * bundle benchmarks and the tests know.
 */
const HomePage = page(chunk('home', () => import(/* webpackChunkName: "home" */ '@/pages/home')), 'HomePage');
// The about page loads from its own chunk, `about` (pages/about-us/ui/about-us-route.tsx), beside the home's.
const AboutUsPage = page(chunk('home', () => import(/* webpackChunkName: "home" */ '@/pages/about-us')), 'AboutUsPage', 'about');
const ServicesPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/services')), 'ServicesPage');
// The catalogues, the estimator and the budget guide come from `service-pages` (pages/<page>/ui/<page>-route.tsx).
const GypsumWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/gypsum-work')), 'GypsumWorkPage', 'service-pages');
const PaintingWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/painting-work')), 'PaintingWorkPage', 'service-pages');
const AluminiumWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/aluminium-work')), 'AluminiumWorkPage', 'service-pages');
const GlassWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/glass-work')), 'GlassWorkPage', 'service-pages');
const FlooringWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/flooring-work')), 'FlooringWorkPage', 'service-pages');
const CorianWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/corian-work')), 'CorianWorkPage', 'service-pages');
const CarpentryWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/carpentry-work')), 'CarpentryWorkPage', 'service-pages');
const FurnitureWorkPage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/furniture-work')), 'FurnitureWorkPage', 'service-pages');
const EstimatePage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/estimate')), 'EstimatePage', 'service-pages');
const BudgetGuidePage = page(chunk('services', () => import(/* webpackChunkName: "services" */ '@/pages/budget-guide')), 'BudgetGuidePage', 'service-pages');
const ProjectsPage = page(chunk('projects', () => import(/* webpackChunkName: "projects" */ '@/pages/projects')), 'ProjectsPage');
// A case study comes from its own chunk, `case-study` (pages/project-case-study/ui/case-study-route.tsx).
const ProjectCaseStudyPage = page(chunk('projects', () => import(/* webpackChunkName: "projects" */ '@/pages/project-case-study')), 'ProjectCaseStudyPage', 'case-study');
const CareersPage = page(chunk('careers', () => import(/* webpackChunkName: "careers" */ '@/pages/careers')), 'CareersPage');
const EventsPage = page(chunk('events', () => import(/* webpackChunkName: "events" */ '@/pages/events')), 'EventsPage');
const ContactUsPage = page(chunk('contact', () => import(/* webpackChunkName: "contact" */ '@/pages/contact-us')), 'ContactUsPage');
const gallery = chunk('gallery', () => import(/* webpackChunkName: "gallery" */ '@/pages/gallery'));
const GalleryPage = page(gallery, 'GalleryPage');
const GalleryAllPhotos = page(gallery, 'GalleryAllPhotos');
const GalleryStaff = page(gallery, 'GalleryStaff');
const GalleryTeam = page(gallery, 'GalleryTeam');
const GalleryOffice = page(gallery, 'GalleryOffice');
const TenderListPage = page(chunk('tenders', () => import(/* webpackChunkName: "tenders" */ '@/pages/tender-list')), 'TenderListPage');
// A tender's page and a vendor's applications come from chunks of their own, `tender-detail` and
// `tender-bids` (pages/<page>/ui/*-route.tsx; the detail's "Bid online" comes from `tender-bids` too).
const TenderDetailPage = page(chunk('tenders', () => import(/* webpackChunkName: "tenders" */ '@/pages/tender-detail')), 'TenderDetailPage', 'tender-detail');
const MyApplicationsPage = page(chunk('tenders', () => import(/* webpackChunkName: "tenders" */ '@/pages/my-applications')), 'MyApplicationsPage', 'tender-bids');
const ConsultationPage = page(chunk('consultation', () => import(/* webpackChunkName: "consultation" */ '@/pages/consultation')), 'ConsultationPage');
const ManageBookingPage = page(chunk('consultation', () => import(/* webpackChunkName: "consultation" */ '@/pages/manage-booking')), 'ManageBookingPage');
const LoginPage = page(chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/pages/login')), 'LoginPage');
const SignUpPage = page(chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/pages/sign-up')), 'SignUpPage');
const ForgotPasswordPage = page(chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/pages/forgot-password')), 'ForgotPasswordPage');
const ResetPasswordPage = page(chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/pages/reset-password')), 'ResetPasswordPage');
const VendorRegistrationPage = page(chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/pages/vendor-registration')), 'VendorRegistrationPage');
// The staff desk: one chunk of its own, so the public pages' bundles carry none of it.
const StaffLayout = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/features/staff')), 'StaffLayout');
const StaffLoginPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-login')), 'StaffLoginPage');
const StaffSetupPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-setup')), 'StaffSetupPage');
const StaffHomePage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-home')), 'StaffHomePage');
const LeadsPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/leads')), 'LeadsPage');
const LeadPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/lead')), 'LeadPage');
const StaffTendersPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-tenders')), 'StaffTendersPage');
const StaffTenderFormPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-tender-form')), 'StaffTenderFormPage');
const StaffTenderPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-tender')), 'StaffTenderPage');
const StaffAuditPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-audit')), 'StaffAuditPage');
const StaffTeamPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-team')), 'StaffTeamPage');
const StaffBookingsPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-bookings')), 'StaffBookingsPage');
const StaffAvailabilityPage = page(chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/pages/staff-availability')), 'StaffAvailabilityPage');
const NotFoundPage = page(chunk('not-found', () => import(/* webpackChunkName: "not-found" */ '@/pages/not-found')), 'NotFoundPage');

/**
 * An address no pattern matches, not even the catch-all (its path holds a line break, `%0A`, which `*`
 * never matches): the site's not-found screen in the shell, not the router's own error screen. Any other
 * error goes on to the router as before.
 */
function NoRouteMatched() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <ShellLayout>
      <NotFoundPage />
    </ShellLayout>
  );
}

/** The service catalogue, reachable both as `/home…` and `services/…` (docs/spec-fields.md §2). */
const servicePages: Array<[slug: string, Component: React.ComponentType]> = [
  ['gypsumwork', GypsumWorkPage],
  ['paintaingwork', PaintingWorkPage],
  ['aluminiumwork', AluminiumWorkPage],
  ['glasswork', GlassWorkPage],
  ['flooringwork', FlooringWorkPage],
  ['corianwork', CorianWorkPage],
  ['carpentrywork', CarpentryWorkPage],
  ['furniturework', FurnitureWorkPage],
  ['estimate', EstimatePage],
  ['budget', BudgetGuidePage],
];

/**
 * The route table of docs/spec-fields.md §2, rendered on the server and in the browser. A new route is one line
 * here; its screen's RTK Query reads are done on the server by themselves (see server-render.tsx).
 */
const table: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <NoRouteMatched />,
    children: [
      { path: '/', element: <HomePage /> },
      ...servicePages.map(([slug, Component]) => ({ path: `/home${slug}`, element: <Component /> })),
      { path: 'aboutus', element: <AboutUsPage /> },
      { path: 'services', element: <ServicesPage /> },
      ...servicePages.map(([slug, Component]) => ({ path: `services/${slug}`, element: <Component /> })),
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'projects/subprojects', element: <ProjectCaseStudyPage /> },
      { path: 'career', element: <CareersPage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'contactus', element: <ContactUsPage /> },
      {
        path: 'gallery',
        element: <GalleryPage />,
        children: [
          { index: true, element: <GalleryAllPhotos /> },
          { path: 'allphotos', element: <GalleryAllPhotos /> },
          { path: 'staff', element: <GalleryStaff /> },
          { path: 'team', element: <GalleryTeam /> },
          { path: 'office', element: <GalleryOffice /> },
        ],
      },
      { path: 'tender', element: <TenderListPage /> },
      { path: 'tender/detailsoftender', element: <TenderDetailPage /> },
      { path: 'tender/applications', element: <MyApplicationsPage /> },
      { path: 'tender/login', element: <LoginPage /> },
      { path: 'tender/login/signup', element: <SignUpPage /> },
      { path: 'tender/login/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'tender/login/reset-password', element: <ResetPasswordPage /> },
      { path: 'userinfo', element: <VendorRegistrationPage /> },
      { path: 'consultation', element: <ConsultationPage /> },
      { path: 'consultation/manage/:token', element: <ManageBookingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The staff desk has its own layout (no public header, footer or floating buttons), loaded with the
    // `staff` chunk; the boundary shows while that chunk loads on a client-side visit.
    path: 'staff',
    element: (
      <LoadingBoundary>
        <StaffLayout />
      </LoadingBoundary>
    ),
    children: [
      { index: true, element: <StaffHomePage /> },
      { path: 'login', element: <StaffLoginPage /> },
      { path: 'setup', element: <StaffSetupPage /> },
      { path: 'leads', element: <LeadsPage /> },
      { path: 'leads/:kind/:id', element: <LeadPage /> },
      { path: 'tenders', element: <StaffTendersPage /> },
      { path: 'tenders/new', element: <StaffTenderFormPage /> },
      { path: 'tenders/edit', element: <StaffTenderFormPage /> },
      { path: 'tenders/tender', element: <StaffTenderPage /> },
      { path: 'audit', element: <StaffAuditPage /> },
      { path: 'team', element: <StaffTeamPage /> },
      { path: 'bookings', element: <StaffBookingsPage /> },
      { path: 'availability', element: <StaffAvailabilityPage /> },
    ],
  },
];

/** Each route whose element is a lazy screen names that screen's chunks in its `handle`. */
function withChunks(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const type = (route.element as React.ReactElement | undefined)?.type as React.ComponentType | undefined;
    const screenChunks = type ? chunksOfScreen.get(type) : undefined;
    const handle: RouteHandle | undefined = screenChunks ? { chunks: screenChunks } : undefined;
    const children = route.children ? withChunks(route.children) : undefined;
    return { ...route, ...(handle && { handle }), ...(children && { children }) } as RouteObject;
  });
}

export const routes: RouteObject[] = withChunks(table);

/** The staff desk is staff-facing and English only: the Marathi twin of the site leaves it out (a 404 under `/mr`). */
const marathiRoutes: RouteObject[] = routes.filter((route) => route.path !== 'staff');

/** The route table of a language's pages (the Marathi ones are served under `/mr`, the router's basename). */
export const routesFor = (locale: Locale): RouteObject[] => (locale === 'mr' ? marathiRoutes : routes);
