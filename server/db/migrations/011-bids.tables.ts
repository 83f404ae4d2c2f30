import type { Generated } from 'kysely';

/**
 * The tables of online sealed bids (migration 011). Times are ISO instants (UTC). Nothing here gives an
 * amount back before the opening: the financial envelope and every file chunk are AES-256-GCM under a
 * bid's own data key, which is kept only wrapped with the tender's public key, whose private key is kept
 * only encrypted under a key the two openers' passphrases derive (`server/bids/sealing.ts`).
 */

export interface TenderSealingTable {
  tender_no: string;
  /** `pending` (one opener armed), `armed` (bids taken), `opened`. */
  state: string;
  armer1_staff_id: number;
  /** scrypt salts (base64url) of each opener's key. */
  armer1_salt: string;
  armer1_at: string;
  /** The first opener's key sealed under the server secret, only until the second arms (or it lapses). */
  pending_key: string | null;
  pending_until: string | null;
  armer2_staff_id: number | null;
  armer2_salt: string | null;
  armer2_at: string | null;
  /** The opening public key, PEM (SPKI). */
  public_key: string | null;
  /** The private key (PKCS#8 DER), AES-256-GCM under HKDF(K1 ‖ K2). */
  private_key_sealed: string | null;
  /** The first confirmation of an opening: who, their key sealed under the server secret, until when. */
  opening_staff_id: number | null;
  opening_key: string | null;
  opening_until: string | null;
  opened_at: string | null;
  /** After the opening: the private key sealed under the server secret (the bids are public to staff by then). */
  opened_key: string | null;
  /** The opening record, JSON (`openingRecordSchema`). */
  opening_record: string | null;
  /** Migration 018: 1 for the server-sealed scheme, 2 for bids sealed in the browser. */
  version: Generated<number>;
  /** The technical opening's record and the committee's decisions, JSON (`technicalRecordSchema`). */
  technical_record: string | null;
  technical_opened_at: string | null;
  evaluated_at: string | null;
  /** The award, JSON (`awardSchema`). */
  award: string | null;
}

/** An upload under way: its chunks count only once a `bids` row names it; older ones are swept. */
export interface BidUploadsTable {
  id: string;
  tender_no: string;
  started_at: string;
}

export interface BidChunksTable {
  id: Generated<number>;
  upload_id: string;
  file_index: number;
  seq: number;
  /** iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. */
  data: Buffer;
}

export interface BidsTable {
  id: Generated<number>;
  bid_number: string;
  tender_no: string;
  account_id: number;
  upload_id: string;
  /** `submitted`, `withdrawn`, `superseded`. */
  state: string;
  submitted_at: string;
  confirmed_at: string;
  needs_reconfirmation: Generated<number>;
  withdrawn_at: string | null;
  /** The bid's data key, RSA-OAEP-SHA-256 with the tender's public key, base64. */
  wrapped_key: string;
  /** The financial envelope's JSON, sealed under the data key: `iv.tag.data` base64url. */
  financial_sealed: string;
  /** The receipt as given (JSON, `bidReceiptSchema`): hashes, names, sizes, times. */
  receipt: string;
  /** Migration 018. 2: the financial envelope was sealed in the vendor's browser. */
  seal_version: Generated<number>;
  /** The browser's id of the seal (bound into the envelope and its wrapped key). */
  seal_id: Generated<string>;
  /** The financial envelope's data key wrapped to both openers (`sealed-box.ts`), base64url. */
  financial_wrapped_key: Generated<string>;
  /** `{ bidder }` sealed under the technical data key: who bid is read at the technical opening. */
  technical_manifest: Generated<string>;
  /** A stage's data key, released by the openers when that stage was opened (base64url); null before. */
  technical_key: string | null;
  financial_key: string | null;
  /** The committee's decision after the technical opening. */
  decision: string | null;
  decision_reason: Generated<string>;
  decided_by: Generated<string>;
  decided_at: string | null;
}

export interface BidTables {
  tender_sealing: TenderSealingTable;
  bid_uploads: BidUploadsTable;
  bid_chunks: BidChunksTable;
  bids: BidsTable;
}
