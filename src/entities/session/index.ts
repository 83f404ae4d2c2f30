export { sessionRead, vendorProfileRead } from './model/session-reads.contract';
export { sessionApi, useGetSessionQuery } from './api/session-api';
