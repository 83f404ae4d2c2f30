import company from '@content/company.json';

/**
 * Company constants (name, phone, e-mail, offices, social links, media paths), from the one place
 * a real company edits: `content/company.json`. Media paths are API-host paths: pass them to `mediaUrl`.
 */
export interface FooterService {
  name: string;
  /** A client route, e.g. `/services/gypsumwork`. */
  to: string;
}

export interface CompanyOffice {
  city: string;
  label: string;
  address: string;
}

export interface Company {
  name: string;
  legalName: string;
  tagline: string;
  promise: string;
  address: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  whatsapp: string;
  social: { facebook: string; instagram: string; linkedin: string; whatsapp: string };
  map: { embedUrl: string; title: string };
  /** The footer's two lists of service names, each linked to its page. */
  footerServices: { left: FooterService[]; right: FooterService[] };
  offices: CompanyOffice[];
  media: Record<
    | 'headerVideo' | 'headerPoster' | 'welcomeVideo' | 'welcomePoster' | 'footerVideo' | 'footerPoster'
    | 'enquiryVideo' | 'servicesVideo' | 'projectsVideo' | 'paintingVideo' | 'aboutHeader' | 'tenderBanner'
    | 'fallbackProject',
    string
  >;
}

export const COMPANY: Company = company;
