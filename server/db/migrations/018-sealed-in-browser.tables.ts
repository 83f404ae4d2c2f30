/**
 * The tables of bids sealed in the vendor's browser (migration 018; `docs/bids.md`, "Threat model"). Nothing
 * here opens a bid: each opener's share is wrapped in their own browser under their passphrase; a partial
 * is one opener's half of one bid's key agreement, useless without the other's private key.
 */

/** One opener's keys for a tender, made in their browser when they armed it. */
export interface TenderOpenerKeysTable {
  tender_no: string;
  /** 1 or 2: the order the key agreement combines their partials in. */
  slot: number;
  staff_id: number;
  /** ECDH P-256 public keys, raw, base64url. */
  technical_public_key: string;
  financial_public_key: string;
  /** Both private keys, AES-256-GCM under a key derived from the passphrase in the browser, base64url. */
  wrapped_share: string;
  /** PBKDF2 salt (base64url) and iterations. */
  salt: string;
  iterations: number;
  /** SHA-256 of the passphrase proof (a separate derivation): a wrong passphrase is known, and counted. */
  proof_sha256: string;
  armed_at: string;
}

/** An opener's step in one stage's opening: a begun step (its token), then their partials if they confirm first. */
export interface OpeningStepsTable {
  tender_no: string;
  /** `technical` or `financial`. */
  stage: string;
  slot: number;
  staff_id: number;
  /** SHA-256 of the step's one-time token (answered at begin, required with the partials or keys). */
  token_hash: string;
  token_until: string;
  /** `{ bidNumber: base64url }`, once posted by the first opener; removed when the stage opens or lapses. */
  partials: string | null;
  partials_until: string | null;
}

export interface SealedInBrowserTables {
  tender_opener_keys: TenderOpenerKeysTable;
  opening_steps: OpeningStepsTable;
}
