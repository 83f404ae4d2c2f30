export { sessionRead } from './model/session-reads.contract';
export { sessionApi, useGetSessionQuery } from './api/session-api';
export { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint, sessionUserSchema, signUpEndpoint, type LoginAnswer } from './model/session.contract';
