export { servicesRead } from './model/service.contract';
export { type Service } from './model/service';
export { useGetServicesQuery } from './api/service-api';
