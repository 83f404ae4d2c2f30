// The slice's stylesheet comes with its public index: the pages that compose it link it in their chunk.
import './ui/services.scss';
export { BUDGET_GUIDE, ESTIMATE_BANNER } from './config/budget-guide';
export type { GuideSection, GuideTable } from './config/budget-guide';
export { CATALOGUE } from './config/catalogue';
export { PAINTING_SERVICES } from './config/painting-services';
export { estimateText } from './i18n/estimate-text';
export { catalogueText, servicePagesText } from './i18n/service-pages-text';
export { servicesText } from './i18n/services-text';
export { enquiryPath } from './lib/enquiry-link';
export {
  AREA_LIMITS,
  estimate,
  estimateMessage,
  FINISHES,
  areaWarning,
  formatLakhRange,
  formatRateRange,
  formatRupeeRange,
  HOME_TYPES,
  servicesFor,
} from './model/estimate';
export type { Finish, HomeType, ServiceKey } from './model/estimate';
export { CatalogueGrid } from './ui/catalogue-grid';
export { CataloguePage } from './ui/catalogue-page';
export { ServiceCallToAction } from './ui/service-call-to-action';
