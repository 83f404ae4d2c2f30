import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker } from '../lib/mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The office e-mail outbox: on when SMTP is configured. */
    mailOutbox: {
      /** True when a submission should queue an office e-mail with it. */
      enabled: boolean;
      /** Tells the worker a row was just committed (does nothing when mail is off). */
      nudge(): void;
      /** Sends every row due now and resolves when this instance has no send in progress. */
      drain(): Promise<void>;
    };
  }
}

/**
 * The mail worker as infrastructure: started when the app is ready, stopped (a send in progress
 * finished) before the database closes. Routes only queue rows and nudge it.
 */
export const mailOutboxPlugin = fp(
  async (app: FastifyInstance) => {
    const smtp = app.config.smtp;
    if (!smtp) {
      // Said once at start, so an operator who forgot SMTP_* learns it from the log, not from the office.
      app.log.warn('SMTP_HOST is not set: staff will not be e-mailed about submissions (they are kept in the database; read them with npm run export)');
      app.decorate('mailOutbox', { enabled: false, nudge: () => undefined, drain: async () => undefined });
      return;
    }
    const worker = createOutboxWorker({ db: app.database.db, smtp, log: app.log.child({ component: 'mail-outbox' }) });
    app.decorate('mailOutbox', { enabled: true, nudge: () => worker.nudge(), drain: () => worker.drain() });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail-outbox' },
);
