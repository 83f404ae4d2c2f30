export { SERVICES_READ, type Service } from './model/service';
export { serviceContentSchema, serviceSchema } from './model/service.schema';
export { useGetServicesQuery } from './api/service-api';
