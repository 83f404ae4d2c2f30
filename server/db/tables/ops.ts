import type { Generated } from 'kysely';

/** Counters of the shared limits (migration 007), in rate-limiter-flexible's layout. */
export interface RateLimitsTable {
  /** `<limit>:<client key>`, e.g. `write:203.0.113.7`. */
  key: string;
  points: number;
  /** Epoch milliseconds when the window ends (bigint: PostgreSQL hands it back as a string). */
  expire: number | string | null;
}

/** Rows `/healthz` writes (and deletes) to prove the database accepts writes. */
export interface HealthChecksTable {
  id: Generated<number>;
  checked_at: string;
  pad: string;
}

export interface OpsTables {
  rate_limits: RateLimitsTable;
  health_checks: HealthChecksTable;
}
