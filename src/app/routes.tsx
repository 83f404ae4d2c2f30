import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import type { Locale } from '@/shared/i18n';
import { lazyExport } from '@/shared/lib/lazy-export';
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
 * Each screen is its own chunk: `lazy` + a named export from the slice's public index. A screen the
 * slice loads from a chunk of its own (the about page) names that chunk too, so it is preloaded with the page.
 */
const page = (load: Loader, name: string, ...alsoLoads: string[]) => {
  const Screen = lazyExport(load, name);
  chunksOfScreen.set(Screen, [load.chunk, ...alsoLoads]);
  return Screen;
};

const home = chunk('home', () => import(/* webpackChunkName: "home" */ '@/features/home'));
const services = chunk('services', () => import(/* webpackChunkName: "services" */ '@/features/services'));
const projects = chunk('projects', () => import(/* webpackChunkName: "projects" */ '@/features/projects'));
const careers = chunk('careers', () => import(/* webpackChunkName: "careers" */ '@/features/careers'));
const events = chunk('events', () => import(/* webpackChunkName: "events" */ '@/features/events'));
const contact = chunk('contact', () => import(/* webpackChunkName: "contact" */ '@/features/contact'));
const gallery = chunk('gallery', () => import(/* webpackChunkName: "gallery" */ '@/features/gallery'));
const tenders = chunk('tenders', () => import(/* webpackChunkName: "tenders" */ '@/features/tenders'));
const consultation = chunk('consultation', () => import(/* webpackChunkName: "consultation" */ '@/features/consultation'));
const auth = chunk('auth', () => import(/* webpackChunkName: "auth" */ '@/features/auth'));
// The staff desk: its own chunk, so the public pages' bundles carry none of it.
const staff = chunk('staff', () => import(/* webpackChunkName: "staff" */ '@/features/staff'));
const notFound = chunk('not-found', () => import(/* webpackChunkName: "not-found" */ './not-found-page'));

const HomePage = page(home, 'HomePage');
// The home slice loads the about page from its own chunk, `about` (features/home/ui/about-us-route.tsx).
const AboutUsPage = page(home, 'AboutUsPage', 'about');
const ServicesPage = page(services, 'ServicesPage');
// The catalogues, the estimator and the budget guide come from `service-pages` (features/services/ui/service-page-routes.tsx).
const GypsumWorkPage = page(services, 'GypsumWorkPage', 'service-pages');
const PaintingWorkPage = page(services, 'PaintingWorkPage', 'service-pages');
const AluminiumWorkPage = page(services, 'AluminiumWorkPage', 'service-pages');
const GlassWorkPage = page(services, 'GlassWorkPage', 'service-pages');
const FlooringWorkPage = page(services, 'FlooringWorkPage', 'service-pages');
const CorianWorkPage = page(services, 'CorianWorkPage', 'service-pages');
const CarpentryWorkPage = page(services, 'CarpentryWorkPage', 'service-pages');
const FurnitureWorkPage = page(services, 'FurnitureWorkPage', 'service-pages');
const EstimatePage = page(services, 'EstimatePage', 'service-pages');
const BudgetGuidePage = page(services, 'BudgetGuidePage', 'service-pages');
const ProjectsPage = page(projects, 'ProjectsPage');
// A case study comes from its own chunk, `case-study` (features/projects/ui/case-study-route.tsx).
const ProjectCaseStudyPage = page(projects, 'ProjectCaseStudyPage', 'case-study');
const CareersPage = page(careers, 'CareersPage');
const EventsPage = page(events, 'EventsPage');
const ContactUsPage = page(contact, 'ContactUsPage');
const GalleryPage = page(gallery, 'GalleryPage');
const GalleryAllPhotos = page(gallery, 'GalleryAllPhotos');
const GalleryStaff = page(gallery, 'GalleryStaff');
const GalleryTeam = page(gallery, 'GalleryTeam');
const GalleryOffice = page(gallery, 'GalleryOffice');
const TenderListPage = page(tenders, 'TenderListPage');
// A tender's page and a vendor's applications come from chunks of their own, `tender-detail` and
// `tender-bids` (features/tenders/ui/*-route.tsx; the detail's "Bid online" comes from `tender-bids` too).
const TenderDetailPage = page(tenders, 'TenderDetailPage', 'tender-detail');
const MyApplicationsPage = page(tenders, 'MyApplicationsPage', 'tender-bids');
const ConsultationPage = page(consultation, 'ConsultationPage');
const ManageBookingPage = page(consultation, 'ManageBookingPage');
const LoginPage = page(auth, 'LoginPage');
const SignUpPage = page(auth, 'SignUpPage');
const ForgotPasswordPage = page(auth, 'ForgotPasswordPage');
const ResetPasswordPage = page(auth, 'ResetPasswordPage');
const VendorRegistrationPage = page(auth, 'VendorRegistrationPage');
const StaffLoginPage = page(staff, 'StaffLoginPage');
const StaffSetupPage = page(staff, 'StaffSetupPage');
const StaffHomePage = page(staff, 'StaffHomePage');
const LeadsPage = page(staff, 'LeadsPage');
const LeadPage = page(staff, 'LeadPage');
const StaffTendersPage = page(staff, 'StaffTendersPage');
const StaffTenderFormPage = page(staff, 'StaffTenderFormPage');
const StaffTenderPage = page(staff, 'StaffTenderPage');
const StaffAuditPage = page(staff, 'StaffAuditPage');
const StaffTeamPage = page(staff, 'StaffTeamPage');
const StaffBookingsPage = page(staff, 'StaffBookingsPage');
const StaffAvailabilityPage = page(staff, 'StaffAvailabilityPage');
const StaffLayout = page(staff, 'StaffLayout');
const NotFoundPage = page(notFound, 'NotFoundPage');

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
      <Suspense
        fallback={
          <p className="container py-4" role="status">
            Loading…
          </p>
        }
      >
        <StaffLayout />
      </Suspense>
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
