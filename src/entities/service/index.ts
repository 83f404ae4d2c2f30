export { SERVICES_READ, type Service } from './model/service';
export { useGetServicesQuery } from './api/service-api';
