import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema';
import type { SmtpConfig } from '../../config';
import type { OutboxMail } from './messages';

/**
 * The durable outbox: an office e-mail is a row written in the same transaction as its submission,
 * and a worker sends due rows, retrying with exponential backoff. A mail server that is down delays
 * e-mails; it never loses a submission nor slows its answer. A row is claimed with a lease before it
 * is sent, so two workers (two processes on one database) never send the same row at the same time.
 */

/**
 * Queues `mail`, the one way into the outbox: an office notification, a visitor's copy, a vendor's own
 * mail. `refId`: the row it is about (the submission, booking, bid, account or reset), for the
 * `X-Submission` header and the logs; give the transaction that writes that row, so both commit or neither.
 * `sendAt`: not before then (a booking's reminder, the day before); the worker sends a row once
 * `next_attempt_at` is due, so a later send is the same durable row with a later first attempt, kept
 * across restarts.
 */
export async function enqueueMail(
  db: Kysely<DB> | Transaction<DB>,
  refId: number,
  mail: OutboxMail,
  now = new Date(),
  sendAt: Date = now,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      submission_id: refId,
      subject: mail.subject,
      body: mail.body,
      reply_to: mail.replyTo,
      created_at: now.toISOString(),
      attempts: 0,
      next_attempt_at: sendAt.toISOString(),
      locked_until: null,
      sent_at: null,
      last_error: null,
      recipient: mail.to ?? null,
      calendar: mail.calendar ?? null,
    })
    .execute();
}

export interface OutboxWorkerOptions {
  db: Kysely<DB>;
  smtp: SmtpConfig;
  log?: FastifyBaseLogger;
  /** How often due rows are looked for when nothing nudges the worker (default 15 s). */
  pollMs?: number;
  /** First retry delay; it doubles with each failure (default 30 s). */
  retryBaseMs?: number;
  /** Longest delay between two tries (default 1 h); the worker never gives up. */
  retryMaxMs?: number;
  /** How long a claimed row stays reserved for the worker sending it (default 2 min). */
  leaseMs?: number;
  /** Rows sent per look (default 20). */
  batchSize?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Look for due rows now (after a submission is committed). */
  nudge(): void;
  /** Sends every row due now and resolves when done (used by tests and at start). */
  drain(): Promise<void>;
  /** Stops polling and waits for a send in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function transportFor(smtp: SmtpConfig): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, smtp, log } = options;
  const pollMs = options.pollMs ?? 15_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;
  const transport = transportFor(smtp);

  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;

  async function attachmentsFor(kind: string, submissionId: number, calendar: string | null) {
    if (calendar) {
      const method = /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'REQUEST';
      return [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: calendar }];
    }
    if (kind !== 'career-application') return [];
    const resume = await db
      .selectFrom('career_applications')
      .select(['resume_name', 'resume_type', 'resume_data'])
      .where('id', '=', submissionId)
      .executeTakeFirst();
    return resume ? [{ filename: resume.resume_name, contentType: resume.resume_type, content: Buffer.from(resume.resume_data) }] : [];
  }

  /** Claims one row: true only for the worker whose update took it. */
  async function claim(id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('mail_outbox')
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function sendDue(): Promise<number> {
    const now = new Date();
    const due = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    let handled = 0;
    for (const row of due) {
      if (stopped) break;
      if (!(await claim(row.id, now))) continue;
      handled += 1;
      try {
        await transport.sendMail({
          from: smtp.from,
          to: row.recipient ?? smtp.to,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          text: row.body,
          attachments: await attachmentsFor(row.kind, row.submission_id, row.calendar),
          headers: { 'X-Submission': `${row.kind}/${row.submission_id}` },
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date().toISOString(), attempts: row.attempts + 1, locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const next = new Date(Date.now() + retryDelay(attempts, retryBaseMs, retryMaxMs));
        const reason = error instanceof Error ? error.message : String(error);
        log?.warn({ outboxId: row.id, attempts, next: next.toISOString(), reason }, 'office e-mail not sent; will retry');
        await db
          .updateTable('mail_outbox')
          .set({ attempts, next_attempt_at: next.toISOString(), locked_until: null, last_error: reason.slice(0, 500) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return handled;
  }

  async function drainLoop(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await sendDue()) > 0) {
          // Keep going while rows were due: a burst of submissions is mailed without waiting a poll.
        }
      } catch (error) {
        log?.error({ err: error }, 'mail outbox could not be read');
      }
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void run().then(schedule);
    },
    nudge() {
      if (!stopped) void run();
    },
    async drain() {
      const wasStopped = stopped;
      stopped = false;
      try {
        await run();
      } finally {
        stopped = wasStopped;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
