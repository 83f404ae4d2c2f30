import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';

/** Starts the API host and the site; stops cleanly on SIGTERM/SIGINT (in-flight requests finish). */
async function main(): Promise<void> {
  // A local `.env` (see `.env.example`) fills in whatever the environment does not set.
  const envFile = path.resolve(__dirname, '..', '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const app = await buildApp();
  const { port, host } = app.config;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
