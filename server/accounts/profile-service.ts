import type { Kysely, Transaction } from 'kysely';
import { vendorProfileSchema, type VendorProfile, type VendorProfileAnswer, type VendorProfilePayload } from '@/shared/contracts/accounts';
import type { DB } from '../db/schema';
import { TRADE_CODES, type TradeCode } from '@/shared/config/trades';

/**
 * The vendor profile (issue 23, item 8): the registration form's seven fields, saved with the account by
 * every registration (in the registration's own transaction), read back to fill the form the next time.
 * The vendor edits the filled form and the next registration saves the edit; a vendor who wants to bid
 * completes it without registering for a tender (`POST /api/vendors/profile`, the bid section's form).
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Replaces the vendor's trades (issue 38, item 5: they hear of the tenders of these trades); an empty list
 * leaves them none. Codes come checked by the contract (`tradeListSchema`).
 */
export async function saveVendorTrades(db: Db, accountId: number, trades: readonly string[]): Promise<void> {
  await db.deleteFrom('vendor_trades').where('account_id', '=', accountId).execute();
  if (trades.length > 0) await db.insertInto('vendor_trades').values(trades.map((trade) => ({ account_id: accountId, trade }))).execute();
}

/** The vendor's trades, in the catalogue's order. */
export async function vendorTrades(db: Db, accountId: number): Promise<TradeCode[]> {
  const rows = await db.selectFrom('vendor_trades').select('trade').where('account_id', '=', accountId).execute();
  const chosen = new Set(rows.map((row) => row.trade));
  return TRADE_CODES.filter((code) => chosen.has(code));
}

/** Saves the seven fields, and the trades when the profile names them (absent: the saved ones stay). */
export async function saveVendorProfile(db: Db, accountId: number, profile: VendorProfilePayload, now: Date = new Date()): Promise<void> {
  const row = {
    vendor_name: profile.vendorName,
    email: profile.email,
    mobile_number: profile.mobileNumber,
    company_name: profile.companyName,
    gst_number: profile.gstNumber,
    pan_number: profile.panNumber,
    udyam_number: profile.udyamNumber,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('vendor_profiles')
    .values({ account_id: accountId, ...row })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(row))
    .execute();
  if (profile.trades) await saveVendorTrades(db, accountId, profile.trades);
}

/** The saved profile (null before the first registration) and the registration for `tenderNo`, if any. */
export async function vendorProfile(db: Db, accountId: number, tenderNo: string | null): Promise<Omit<VendorProfileAnswer, 'success'>> {
  const row = await db.selectFrom('vendor_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const registration = tenderNo
    ? await db
        .selectFrom('vendor_registrations')
        .select(['tender_no', 'created_at', 'company_name'])
        .where('account_id', '=', accountId)
        .where('tender_no', '=', tenderNo)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    : undefined;
  return {
    profile: row
      ? {
          vendorName: row.vendor_name,
          email: row.email,
          mobileNumber: row.mobile_number,
          companyName: row.company_name,
          gstNumber: row.gst_number,
          panNumber: row.pan_number,
          udyamNumber: row.udyam_number,
        }
      : null,
    registered: registration ? { tenderNo: registration.tender_no, appliedAt: registration.created_at, companyName: registration.company_name } : null,
    trades: await vendorTrades(db, accountId),
  };
}

/**
 * The profile a bid goes out under (issue 23, item 2: "a vendor with a completed vendor profile"): the saved
 * seven fields when every one passes the registration form's rules today, else null (none saved, or a field
 * that a rule tightened since no longer passes).
 */
export async function completedProfile(db: Db, accountId: number): Promise<VendorProfile | null> {
  const { profile } = await vendorProfile(db, accountId, null);
  // A completed profile is the seven fields; the trades are the vendor's own choice, never needed to bid.
  const checked = profile ? vendorProfileSchema.safeParse(profile) : null;
  return checked?.success ? checked.data : null;
}
