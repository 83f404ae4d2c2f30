import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { saveVendorProfile } from '../routes/accounts/profile';
import { tokenHash, SESSION_COOKIE } from '../routes/accounts/sessions';
import { addStaff } from '../staff/accounts';
import { secretBox } from '../staff/secret-box';
import { openStaffSession } from '../staff/staff-fixtures';
import { newTotpSecret, totpCode } from '../staff/totp';
import { createTender, setTenderPublished } from '../tenders/tender-service';
import { nameFixtureOpeners } from '../tenders/openers-fixtures';
import { nameOpeners } from '../tenders/openers';
import {
  fromBase64Url,
  makeArmingShare,
  partialFor,
  passphraseKeys,
  randomBytes as randomWebBytes,
  sealEnvelope,
  sha256Hex,
  toBase64Url,
  unwrapDataKey,
  unwrapShare,
  type SealedEnvelope,
} from '@/shared/lib/sealed-box';
import type { OpeningStage } from '@/entities/bid/model/bid';
import { type BidEnvelope, type OpeningStep } from '@/entities/bid/model/bid.schema';

/** What the bid tests, the two-instance test, the kill test and the benchmark share: vendors, openers, forms. */

const cli = { kind: 'cli', user: 'office' } as const;

/**
 * A published tender taking online bids until `deadline`, opened from `opening` (India time), with its two
 * openers named: `openers` (staff ids, made before the tender is published), or two placeholders.
 */
export async function addBidTender(db: Kysely<DB>, tenderNo: string, times: { deadline: string; opening: string }, now = new Date(), openers?: readonly [number, number]): Promise<void> {
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
  if (openers) await nameOpeners(db, cli, { tenderNo, staffIds: openers }, now);
  else await nameFixtureOpeners(db, tenderNo, now);
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
  return { id, secret, cookie: await openStaffSession(db, id, { lifetimeMs: 365 * 86_400_000 }) };
}

export const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
/** Enough of a workbook for the type check: a ZIP whose entry names include the workbook's. */
export const XLSX = (text: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`[Content_Types].xml xl/workbook.xml ${text}`), Buffer.alloc(64), Buffer.from('PK\x05\x06')]);

export interface FormFile {
  field: 'files' | 'priceSchedule' | 'financialEnvelope';
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

/* ---------- What the browsers do, on Node's WebCrypto (the same module the browser runs) ---------- */

/** Fewer PBKDF2 rounds than a browser's (the server accepts 100,000 and more): the tests stay quick. */
export const TEST_ITERATIONS = 100_000;

/** An opener's browser arming: the body of `POST …/bids/arm`. */
export const armingShare = (tenderNo: string, passphrase: string) => makeArmingShare(tenderNo, passphrase, TEST_ITERATIONS);

export interface SealedBidInput {
  amount: string;
  gstRate: number;
  validityDays: number;
  bidder: string;
  priceSchedule?: { name: string; data: Buffer } | null;
  /** Change the sealed header (a test of a bad envelope). */
  header?: Partial<Record<keyof BidEnvelope, unknown>>;
}

/** A vendor's browser sealing a bid: the multipart body, and what it sealed. */
export async function sealedBid(tenderNo: string, financialKeys: readonly [string, string], input: SealedBidInput, files: FormFile[], fields: Record<string, string> = {}): Promise<{ body: Buffer; sealed: SealedEnvelope; sealId: string }> {
  const sealId = toBase64Url(randomWebBytes(18));
  const schedule = input.priceSchedule ?? null;
  const header = {
    v: 1,
    tenderNo,
    sealId,
    bidder: input.bidder,
    amount: input.amount,
    gstRate: input.gstRate,
    validityDays: input.validityDays,
    declaration: true,
    priceSchedule: schedule ? { name: schedule.name, size: schedule.data.length, sha256: await sha256Hex(schedule.data) } : null,
    nonce: toBase64Url(randomWebBytes(16)),
    ...input.header,
  };
  const sealed = await sealEnvelope(header, schedule ? new Uint8Array(schedule.data) : null, { tenderNo, sealId, publicKeys: financialKeys });
  const body = bidForm({ declaration: 'true', sealId, sealedSha256: sealed.sealedSha256, plainSha256: sealed.plainSha256, ...fields }, [
    ...files,
    { field: 'financialEnvelope', name: 'financial.sealed', data: Buffer.from(sealed.bytes) },
  ]);
  return { body, sealed, sealId };
}

/**
 * An opener's browser at an opening step: unwraps its share with the passphrase and computes its partial for
 * each bid; when the other opener's partials came with the step, combines them and answers the data keys.
 */
export async function openerStep(tenderNo: string, stage: OpeningStage, passphrase: string, share: { salt: string; iterations: number }, step: OpeningStep): Promise<{ partials: Record<string, string> } | { keys: Record<string, string> }> {
  const { wrapKey } = await passphraseKeys(passphrase, fromBase64Url(share.salt), share.iterations);
  const keys = await unwrapShare(tenderNo, step.wrappedShare, wrapKey);
  if (!keys) throw new Error('the passphrase does not unwrap the share');
  const partials: Record<string, string> = {};
  const unwrapped: Record<string, string> = {};
  for (const bid of step.bids) {
    const wrappedKey = fromBase64Url(bid.wrappedKey);
    const mine = await partialFor(keys[stage], wrappedKey);
    partials[bid.bidNumber] = toBase64Url(mine);
    if (step.partials) {
      const theirs = fromBase64Url(step.partials[bid.bidNumber]);
      const key = await unwrapDataKey(wrappedKey, step.slot === 1 ? [mine, theirs] : [theirs, mine], { tenderNo, stage, sealId: bid.sealId });
      unwrapped[bid.bidNumber] = key ? toBase64Url(key) : '';
    }
  }
  return step.partials ? { keys: unwrapped } : { partials };
}

/** The passphrase proof an opener's browser sends at `begin`. */
export async function passphraseProof(passphrase: string, share: { salt: string; iterations: number }): Promise<string> {
  return toBase64Url((await passphraseKeys(passphrase, fromBase64Url(share.salt), share.iterations)).proof);
}

/**
 * One opener's whole step of a stage through an app (`inject`), as their browser does it: the share's
 * salt, `begin` with their code and passphrase proof, then their partials (first) or the keys (second).
 */
export async function openerConfirms(
  app: import('fastify').FastifyInstance,
  headers: Record<string, string>,
  tenderNo: string,
  stage: OpeningStage,
  who: { secret: string },
  passphrase: string,
  code = totpCode(who.secret, new Date()),
): Promise<import('fastify').LightMyRequestResponse> {
  const { BID_PATHS } = await import('@/entities/bid/model/bid.contract');
  const share = (await app.inject({ method: 'GET', url: `/backend${BID_PATHS.share(tenderNo)}`, headers })).json<{ share: { salt: string; iterations: number } }>().share;
  const begun = await app.inject({ method: 'POST', url: `/backend${BID_PATHS.openBegin(tenderNo, stage)}`, headers, payload: { code, proof: await passphraseProof(passphrase, share) } });
  if (begun.statusCode !== 200) return begun;
  const step = begun.json<{ step: OpeningStep }>().step;
  const done = await openerStep(tenderNo, stage, passphrase, share, step);
  const url = 'keys' in done ? BID_PATHS.openKeys(tenderNo, stage) : BID_PATHS.openPartials(tenderNo, stage);
  return app.inject({ method: 'POST', url: `/backend${url}`, headers, payload: { token: step.token, ...done } });
}
