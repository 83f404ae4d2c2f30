export { ServicesPage } from './ui/services-page';
