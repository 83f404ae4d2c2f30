export { foundersRead } from './model/founder.contract';
export { type Founder } from './model/founder';
export { useGetFoundersQuery } from './api/founder-api';
