export { FOUNDERS_READ, type Founder } from './model/founder';
export { useGetFoundersQuery } from './api/founder-api';
