export { PageBanner } from './page-banner';
