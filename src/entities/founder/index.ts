export { FOUNDERS_READ, type Founder } from './model/founder';
export { founderContentSchema, founderSchema } from './model/founder.schema';
export { useGetFoundersQuery } from './api/founder-api';
