export { ServiceCard, ServiceGrid } from './service-card';
export { useServiceLinkName, useServiceName } from './i18n/service-names-text';
