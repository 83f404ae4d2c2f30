/**
 * The cookies that carry a session: a vendor's (routes/accounts/sessions.ts) and a staff member's
 * (staff/sessions.ts). The XSRF token is tied to them (plugins/csrf.ts), so they are named here, apart
 * from the modules that set them, which in turn renew the token.
 */
export const SESSION_COOKIE = 'vk_session';
export const STAFF_COOKIE = 'vk_staff';
