import type { FastifyInstance } from 'fastify';
import { signUpRoutes } from './sign-up';
import { loginRoutes } from './login';
import { vendorRoutes } from './vendors';
import { loginThrottlePlugin } from './login-throttle';
import { passwordResetRoutes } from './password-reset';

/** Vendor accounts: sign-up, log-in with a server session, log-out, password reset by e-mail, and vendor registration. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginThrottlePlugin);
  await app.register(signUpRoutes);
  await app.register(loginRoutes);
  await app.register(vendorRoutes);
  await app.register(passwordResetRoutes);
}
