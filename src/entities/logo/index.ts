export { logosRead } from './model/logo.contract';
export { type Logo } from './model/logo';
export { useGetLogosQuery } from './api/logo-api';
