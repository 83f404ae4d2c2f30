import { buildApp } from './app';
import { loadEnv } from './env';
import { describeImages, prepareImages } from './content/images';

/** Starts the API host and the site; stops cleanly on SIGTERM/SIGINT (in-flight requests finish). */
async function main(): Promise<void> {
  // A local `.env` (see `.env.example`) fills in whatever the environment does not set: the same
  // loading as every command and the client build (server/env.ts).
  const envFile = loadEnv();

  const app = await buildApp();
  if (envFile.overridden.length > 0) {
    app.log.warn({ file: envFile.file, names: envFile.overridden }, 'settings in the environment override different values in the .env file');
  }
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
  // Photo variants missing since the last start are made in the background; a request for one that is
  // not ready yet makes it on the spot (server/plugins/variants.ts).
  prepareImages(app.config).then(
    (report) => {
      if (report.made.length > 0 || report.failed.length > 0) app.log.info({ summary: describeImages(report) }, 'photo variants prepared');
    },
    (error: unknown) => app.log.error({ err: error }, 'preparing photo variants failed'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
