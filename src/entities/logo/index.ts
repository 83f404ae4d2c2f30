export { LOGOS_READ, type Logo } from './model/logo';
export { useGetLogosQuery } from './api/logo-api';
