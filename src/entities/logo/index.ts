export { LOGOS_READ, type Logo } from './model/logo';
export { logoContentSchema, logoSchema } from './model/logo.schema';
export { useGetLogosQuery } from './api/logo-api';
