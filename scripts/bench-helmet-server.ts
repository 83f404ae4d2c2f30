// One side of `npm run bench:helmet`, in its own process: a Fastify app with one small JSON route and the
// site's security headers set either by our plugin (`shim`: helmet run once at start), by `@fastify/helmet`
// (`plugin`: helmet's middleware on every request) or not at all (`none`). Forked by bench-helmet.mjs,
// which sends it the variant, the port and the body, and is told when it listens.
import Fastify from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { helmetOptionsFor } from '../server/app';
import { securityHeadersPlugin } from '../server/plugins/security-headers';

process.once('message', async ({ variant, port, body }: { variant: 'none' | 'shim' | 'plugin'; port: number; body: string }) => {
  const app = Fastify({ logger: false });
  // As served in production: HTTPS, so HSTS is among the headers.
  const options = helmetOptionsFor({ apiUrl: '/backend', tenderApiUrl: '/backend', secureCookies: true });
  if (variant === 'shim') await app.register(securityHeadersPlugin, options);
  // The same options; the plugin's types name helmet's through its ES module declarations, hence the cast.
  if (variant === 'plugin') await app.register(fastifyHelmet, options as FastifyHelmetOptions);
  const bytes = Buffer.from(body);
  app.get('/projects', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('listening');
  process.once('disconnect', () => void app.close().then(() => process.exit(0)));
});
