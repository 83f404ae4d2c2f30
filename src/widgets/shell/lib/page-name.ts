import { SERVICE_SLUGS } from '@/shared/config/site-paths';

type ServiceSlug = (typeof SERVICE_SLUGS)[number];

const SERVICE_NAMES: Record<ServiceSlug, string> = {
  gypsumwork: 'Gypsum Work',
  paintaingwork: 'All Type Painting Work',
  aluminiumwork: 'Aluminium Work',
  glasswork: 'Glass Work',
  flooringwork: 'Flooring Work',
  corianwork: 'Corian Work',
  carpentrywork: 'Carpentry Work',
  furniturework: 'Modular Work',
  estimate: 'Interior Estimate',
  budget: 'Budget Guide',
};

const PAGE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/aboutus': 'About Us',
  '/services': 'Services',
  '/projects': 'Projects',
  '/projects/subprojects': 'Project case study',
  '/career': 'Careers',
  '/events': 'Events',
  '/contactus': 'Contact Us',
  '/gallery': 'Gallery',
  '/tender': 'Tenders',
  '/tender/detailsoftender': 'Tender detail',
  '/tender/login': 'Log In',
  '/tender/login/signup': 'Sign Up',
  '/tender/login/forgot-password': 'Forgot Password',
  '/userinfo': 'Vendor registration',
};

/**
 * What the visitor is looking at, for the opening line of a WhatsApp chat: the page's name and, on the
 * tender screens and a case study, which tender or project. Pure, from the address alone (server-safe).
 */
export function pageContext(pathname: string, search: string): { page: string; about?: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  const service = /^\/(?:home|services\/)([a-z]+)$/.exec(path)?.[1] as ServiceSlug | undefined;
  const page = (service && SERVICE_NAMES[service]) || PAGE_NAMES[path] || (path.startsWith('/gallery') ? 'Gallery' : path);
  const tenderNo = params.get('tenderNo')?.trim();
  if (tenderNo && /^\/(tender|userinfo)/.test(path)) return { page, about: `tender ${tenderNo}` };
  const project = params.get('project')?.trim();
  if (project && path === '/projects/subprojects') return { page, about: `the project "${project.replace(/-/g, ' ')}"` };
  return { page };
}
