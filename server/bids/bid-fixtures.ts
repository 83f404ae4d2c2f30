import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { saveVendorProfile } from '../routes/accounts/profile';
import { tokenHash, SESSION_COOKIE } from '../routes/accounts/sessions';
import { addStaff } from '../staff/accounts';
import { secretBox } from '../staff/secret-box';
import { newSessionId, STAFF_COOKIE } from '../staff/sessions';
import { newTotpSecret } from '../staff/totp';
import { createTender, setTenderPublished } from '../tenders/tender-service';
import { nameFixtureOpeners } from '../tenders/openers-fixtures';

/** What the bid tests, the two-instance test, the kill test and the benchmark share: vendors, openers, forms. */

const cli = { kind: 'cli', user: 'office' } as const;

export async function addBidTender(db: Kysely<DB>, tenderNo: string, times: { deadline: string; opening: string }, now = new Date()): Promise<void> {
  await createTender(
    db,
    cli,
    {
      values: {
        TenderNo: tenderNo,
        TenderDate: '2026-11-20',
        Expiry_Date: times.deadline.slice(0, 10),
        Bid_Deadline: times.deadline,
        Bid_Opening_At: times.opening,
        Online_Bids: true,
        Reference: `Modular kitchen for ${tenderNo}`,
        Published: false,
      },
    },
    { now },
  );
  // An online-bid tender is published with its two named openers (server/tenders/openers.ts).
  await nameFixtureOpeners(db, tenderNo, now);
  await setTenderPublished(db, cli, { tenderNo, published: true }, { now });
}

/** The seven fields of a completed vendor profile for `company`. */
export const vendorProfileOf = (company: string, email: string) => ({
  vendorName: company,
  email,
  mobileNumber: '9823045671',
  companyName: company,
  gstNumber: '27AAPFU0939F1ZV',
  panNumber: 'AAPFU0939F',
  udyamNumber: 'UDYAM-MH-26-0012345',
});

/**
 * A vendor account with a live session and a completed vendor profile as `company` (what a bid needs),
 * registered for `tenderNo` when one is named: the cookie header value. `profile: false` leaves the profile out.
 */
export async function addVendor(db: Kysely<DB>, email: string, company: string, tenderNo: string | null, { profile = true } = {}): Promise<{ cookie: string; id: number }> {
  const now = new Date();
  const { id } = await db
    .insertInto('accounts')
    .values({ firstname: company.split(' ')[0], lastname: 'Vendor', email, password_hash: 'not-used', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(24).toString('base64url');
  await db.insertInto('sessions').values({ token_hash: tokenHash(token), account_id: id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + 365 * 86_400_000).toISOString() }).execute();
  const fields = vendorProfileOf(company, email);
  if (profile) await saveVendorProfile(db, id, fields, now);
  if (tenderNo) {
    await db
      .insertInto('vendor_registrations')
      .values({
        account_id: id,
        tender_no: tenderNo,
        vendor_name: fields.vendorName,
        email,
        mobile_number: fields.mobileNumber,
        company_name: company,
        gst_number: fields.gstNumber,
        pan_number: fields.panNumber,
        udyam_number: fields.udyamNumber,
        created_at: now.toISOString(),
      })
      .execute();
  }
  return { cookie: `${SESSION_COOKIE}=${token}`, id };
}

/** A staff member of `role`, enrolled in TOTP, with a live session (for a year of test clock). */
export async function addOpener(db: Kysely<DB>, sessionSecret: string, email: string, role: 'tenders' | 'admin' | 'sales' = 'tenders') {
  const { id } = await addStaff(db, { email, name: email.split('@')[0], role }, cli);
  const secret = newTotpSecret();
  await db.updateTable('staff').set({ totp_secret: secretBox(sessionSecret).seal(secret), password_hash: 'not-used' }).where('id', '=', id).execute();
  const session = newSessionId();
  const now = new Date();
  await db
    .insertInto('staff_sessions')
    .values({ id_hash: session.hash, staff_id: id, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + 365 * 86_400_000).toISOString() })
    .execute();
  return { id, secret, cookie: `${STAFF_COOKIE}=${session.value}` };
}

export const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
/** Enough of a workbook for the type check: a ZIP whose entry names include the workbook's. */
export const XLSX = (text: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`[Content_Types].xml xl/workbook.xml ${text}`), Buffer.alloc(64), Buffer.from('PK\x05\x06')]);

export interface FormFile {
  field: 'files' | 'priceSchedule';
  name: string;
  data: Buffer;
}

const BOUNDARY = '----bid-test-boundary-7d1';
export const bidContentType = `multipart/form-data; boundary=${BOUNDARY}`;

export function fieldParts(fields: Record<string, string>): Buffer {
  return Buffer.concat(Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)));
}
export const fileHead = (file: Pick<FormFile, 'field' | 'name'>) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
export const formEnd = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A bid form: the financial fields first, then the files. */
export function bidForm(fields: Record<string, string>, files: FormFile[]): Buffer {
  return Buffer.concat([fieldParts(fields), ...files.flatMap((file) => [fileHead(file), file.data, Buffer.from('\r\n')]), formEnd]);
}

export const FINANCIAL = { amount: '1462846.50', gstRate: '18', validityDays: '90', declaration: 'true' };
