export { sessionRead, vendorProfileRead } from './model/session-reads.contract';
export { sessionApi, useGetSessionQuery } from './api/session-api';
export { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint, sessionUserSchema, signUpEndpoint } from './model/session.contract';
