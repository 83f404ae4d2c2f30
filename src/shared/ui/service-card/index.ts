export { ServiceCard, ServiceGrid } from './service-card';
export { useServiceName } from './i18n/service-names-text';
