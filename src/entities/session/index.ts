export { sessionApi, useGetSessionQuery } from './api/session-api';
