import type { Kysely, Transaction } from 'kysely';
import type { PublicQuestion, StaffQuestion } from '@/entities/tender/model/tender-question.contract';
import { QUESTION_MESSAGES, questionsOpen } from '@/entities/tender/model/tender-question';
import type { DB } from '../db/schema';
import { bumpContentVersionIn } from '../content/version';
import { DomainError } from '../lib/domain-error';
import type { AuditChange } from '../staff/audit-log';

/**
 * Pre-bid questions (issue 23, item 5). A vendor asks (`askQuestion`), staff answer (`answerQuestion`),
 * the public reads published answers (`publicQuestions`, the feed's `publishedAnswers`). The asker is kept
 * for the desk and never leaves the server through a public read. An answer bumps the content version in
 * its own transaction: the tender's questions are a cached content read, so every instance drops the old
 * answer the moment the new one commits.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** Questions one vendor may ask in a day, over every tender: enough for any real bidder, not for a flood. */
export const QUESTIONS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function askQuestion(db: Kysely<DB>, input: { accountId: number; tenderNo: string; question: string; now?: Date }): Promise<number> {
  const now = input.now ?? new Date();
  const tender = await db
    .selectFrom('tenders')
    .select(['TenderNo', 'Expiry_Date', 'Outcome', 'PreBid_Date'])
    .where('TenderNo', '=', input.tenderNo)
    .where('Published', '=', 1)
    .executeTakeFirst();
  if (!tender) throw new DomainError('not-found', QUESTION_MESSAGES.unknownTender, { errors: { tenderNo: QUESTION_MESSAGES.unknownTender } });
  if (!questionsOpen(tender, now)) throw new DomainError('conflict', QUESTION_MESSAGES.closed);
  const { count } = await db
    .selectFrom('tender_questions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', input.accountId)
    .where('asked_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(count) >= QUESTIONS_PER_DAY) throw new DomainError('rate-limited', QUESTION_MESSAGES.tooMany);
  const row = await db
    .insertInto('tender_questions')
    .values({ tender_no: tender.TenderNo, account_id: input.accountId, question: input.question, asked_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published tender's published answers, oldest question first; none for an unknown or unpublished tender. */
export async function publicQuestions(db: Db, tenderNo: string): Promise<PublicQuestion[]> {
  const rows = await db
    .selectFrom('tender_questions')
    .innerJoin('tenders', 'tenders.TenderNo', 'tender_questions.tender_no')
    .select(['tender_questions.id', 'tender_questions.question', 'tender_questions.answer', 'tender_questions.asked_at', 'tender_questions.answered_at'])
    .where('tender_questions.tender_no', '=', tenderNo)
    .where('tenders.Published', '=', 1)
    .where('tender_questions.published', '=', 1)
    .where('tender_questions.answer', 'is not', null)
    .orderBy('tender_questions.asked_at')
    .orderBy('tender_questions.id')
    .execute();
  return rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer ?? '', askedAt: row.asked_at, answeredAt: row.answered_at ?? row.asked_at }));
}

/** The latest published answers of published tenders, for the Atom feed. */
export async function publishedAnswers(db: Db, limit = 100) {
  return db
    .selectFrom('tender_questions')
    .innerJoin('tenders', 'tenders.TenderNo', 'tender_questions.tender_no')
    .select(['tender_questions.id', 'tender_questions.tender_no', 'tender_questions.question', 'tender_questions.answer', 'tender_questions.answered_at'])
    .where('tenders.Published', '=', 1)
    .where('tender_questions.published', '=', 1)
    .where('tender_questions.answer', 'is not', null)
    .orderBy('tender_questions.answered_at', 'desc')
    .limit(limit)
    .execute();
}

/** Every question for the desk (one tender's, or all), unanswered first, then newest first; with the asker. */
export async function staffQuestions(db: Db, filter: { tenderNo?: string; unansweredOnly?: boolean } = {}): Promise<StaffQuestion[]> {
  let query = db
    .selectFrom('tender_questions')
    .innerJoin('accounts', 'accounts.id', 'tender_questions.account_id')
    .select([
      'tender_questions.id',
      'tender_questions.tender_no',
      'tender_questions.question',
      'tender_questions.asked_at',
      'tender_questions.answer',
      'tender_questions.answered_at',
      'tender_questions.answered_by',
      'tender_questions.published',
      'accounts.firstname',
      'accounts.lastname',
      'accounts.email',
    ]);
  if (filter.tenderNo) query = query.where('tender_questions.tender_no', '=', filter.tenderNo);
  if (filter.unansweredOnly) query = query.where('tender_questions.answer', 'is', null);
  const rows = await query.orderBy('tender_questions.asked_at', 'desc').orderBy('tender_questions.id', 'desc').limit(500).execute();
  return rows
    .map((row) => ({
      id: row.id,
      tenderNo: row.tender_no,
      question: row.question,
      askedAt: row.asked_at,
      askedBy: { name: `${row.firstname} ${row.lastname}`.trim(), email: row.email },
      answer: row.answer,
      answeredAt: row.answered_at,
      answeredBy: row.answered_by,
      published: Number(row.published) === 1,
    }))
    .sort((a, b) => Number(a.answer !== null) - Number(b.answer !== null));
}

export interface AnswerInput {
  id: number;
  answer: string;
  published: boolean;
  /** Who answers, as the audit log and the desk name them. */
  by: string;
  now?: Date;
}

/**
 * Saves an answer (a new one, or a correction) in one transaction with its audit entry and, when what the
 * public sees changed, the content version. Asking for what is already so changes nothing and audits nothing.
 */
export async function answerQuestion(
  db: Kysely<DB>,
  input: AnswerInput,
  audit: (trx: Transaction<DB>, change: AuditChange) => Promise<void>,
): Promise<{ tenderNo: string; changed: boolean }> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('tender_questions').select(['id', 'tender_no', 'answer', 'published']).where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new DomainError('not-found', QUESTION_MESSAGES.notFound);
    const wasPublished = Number(row.published) === 1;
    if (row.answer === input.answer && wasPublished === input.published) return { tenderNo: row.tender_no, changed: false };
    await trx
      .updateTable('tender_questions')
      .set({ answer: input.answer, answered_at: now.toISOString(), answered_by: input.by, published: input.published ? 1 : 0 })
      .where('id', '=', input.id)
      .execute();
    await audit(trx, {
      action: 'tender.question-answer',
      subject: `tender:${row.tender_no}`,
      changes: {
        question: { from: row.id, to: row.id },
        answer: { from: row.answer, to: input.answer },
        published: { from: wasPublished, to: input.published },
      },
    });
    // Only what the public sees needs every cache dropped.
    if (wasPublished || input.published) await bumpContentVersionIn(trx, now);
    return { tenderNo: row.tender_no, changed: true };
  });
}
