import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { CareerFields, ContactMessagePayload, EnquiryPayload } from '../../src/shared/contracts/forms';
import { enqueueMail } from '../lib/mail/outbox';
import { careerMail, contactMail, enquiryMail, type OfficeMail } from '../lib/mail/messages';
import { recordNewLead } from './lead-sources';
import type { LeadKind } from '@/entities/lead/model/lead';

/**
 * Writes each submission, its New lead for the staff desk, and its office e-mail when mail is on, in
 * one transaction: when the promise resolves the row is committed (SQLite runs with synchronous=FULL),
 * so an answer of success is never given for a submission a crash could lose.
 */

export interface StoreOptions {
  /** Queue an office e-mail with the submission (SMTP configured). */
  notify: boolean;
  /** `PUBLIC_URL`: the e-mail's link to the lead in the staff desk is absolute on it. */
  publicUrl?: string | null;
  now?: Date;
  /** The language of the page it was sent from (`?lang=mr` on a Marathi page's writes); English when absent. */
  language?: 'en' | 'mr';
}

/**
 * The one transaction every submission takes: `insert` writes the row (stamped `createdAt`) and gives
 * it back with its id; the row becomes a New lead of `kind`; `mail` turns it into the office e-mail
 * queued beside it, linking to the lead in the staff desk.
 */
async function storeWithMail<TRow extends { id: number }>(
  db: Kysely<DB>,
  kind: LeadKind,
  insert: (trx: Transaction<DB>, createdAt: string) => Promise<TRow>,
  mail: (row: TRow, publicUrl: string | null) => OfficeMail,
  { notify, publicUrl = null, now = new Date() }: StoreOptions,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await insert(trx, now.toISOString());
    await recordNewLead(trx, kind, row.id);
    if (notify) await enqueueMail(trx, row.id, mail(row, publicUrl), now);
    return row.id;
  });
}

export function storeEnquiry(db: Kysely<DB>, payload: EnquiryPayload, options: StoreOptions): Promise<number> {
  const insert = (trx: Transaction<DB>, created_at: string) =>
    trx.insertInto('enquiries').values({ ...payload, created_at, language: options.language ?? 'en' }).returningAll().executeTakeFirstOrThrow();
  return storeWithMail(db, 'enquiry', insert, enquiryMail, options);
}

export function storeContactMessage(db: Kysely<DB>, payload: ContactMessagePayload, options: StoreOptions): Promise<number> {
  const insert = (trx: Transaction<DB>, created_at: string) =>
    trx.insertInto('contact_messages').values({ ...payload, created_at, language: options.language ?? 'en' }).returningAll().executeTakeFirstOrThrow();
  return storeWithMail(db, 'contact', insert, contactMail, options);
}

export interface StoredResume {
  name: string;
  type: string;
  data: Buffer;
}

export function storeCareerApplication(db: Kysely<DB>, fields: CareerFields, resume: StoredResume, options: StoreOptions): Promise<number> {
  // The resume's bytes are not read back: the row given to the mail is the one written, with its id.
  const insert = async (trx: Transaction<DB>, created_at: string) => {
    const values = {
      ...fields,
      resume_name: resume.name,
      resume_type: resume.type,
      resume_size: resume.data.length,
      resume_data: resume.data,
      created_at,
      language: options.language ?? 'en',
    };
    const { id } = await trx.insertInto('career_applications').values(values).returning('id').executeTakeFirstOrThrow();
    return { ...values, id };
  };
  return storeWithMail(db, 'career', insert, careerMail, options);
}
