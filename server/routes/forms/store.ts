import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CareerFields, ContactMessagePayload, EnquiryPayload } from '../../../src/shared/contracts/forms';
import { enqueueMail } from '../../lib/mail/outbox';
import { careerMail, contactMail, enquiryMail } from '../../lib/mail/messages';

/**
 * Writes each submission, and its office e-mail when mail is on, in one transaction: when the
 * promise resolves the row is committed (SQLite runs with synchronous=FULL), so an answer of
 * success is never given for a submission a crash could lose.
 */

export interface StoreOptions {
  /** Queue an office e-mail with the submission (SMTP configured). */
  notify: boolean;
  now?: Date;
}

export async function storeEnquiry(db: Kysely<DB>, payload: EnquiryPayload, { notify, now = new Date() }: StoreOptions): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('enquiries')
      .values({ ...payload, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (notify) await enqueueMail(trx, row.id, enquiryMail(row), now);
    return row.id;
  });
}

export async function storeContactMessage(
  db: Kysely<DB>,
  payload: ContactMessagePayload,
  { notify, now = new Date() }: StoreOptions,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({ ...payload, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (notify) await enqueueMail(trx, row.id, contactMail(row), now);
    return row.id;
  });
}

export interface StoredResume {
  name: string;
  type: string;
  data: Buffer;
}

export async function storeCareerApplication(
  db: Kysely<DB>,
  fields: CareerFields,
  resume: StoredResume,
  { notify, now = new Date() }: StoreOptions,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = {
      ...fields,
      resume_name: resume.name,
      resume_type: resume.type,
      resume_size: resume.data.length,
      resume_data: resume.data,
      created_at: now.toISOString(),
    };
    const { id } = await trx.insertInto('career_applications').values(values).returning('id').executeTakeFirstOrThrow();
    if (notify) await enqueueMail(trx, id, careerMail({ ...values, id }), now);
    return id;
  });
}
