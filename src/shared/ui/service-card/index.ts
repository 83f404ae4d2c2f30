export { ServiceCard, ServiceGrid } from './service-card';
