/**
 * Tables of migration 019 (issue 38, item 5): the trades a vendor chose, and which vendor was mailed for which
 * tender event. A tender's own trades are its `Trades` column (`TendersTable`, from the tender record).
 */

/** One row per vendor and trade: the vendor hears of the tenders of that trade. */
export interface VendorTradesTable {
  account_id: number;
  /** A code of `TRADES` (`@/shared/config/trades`). */
  trade: string;
}

/** One row per event and vendor mailed: the key that keeps an event from mailing a vendor twice. */
export interface TradeAlertsTable {
  /** `published:<TenderNo>`, `corrigendum:<id>`, `awarded:<TenderNo>` or `cancelled:<TenderNo>`. */
  event: string;
  account_id: number;
  created_at: string;
}

export interface TradeTables {
  vendor_trades: VendorTradesTable;
  trade_alerts: TradeAlertsTable;
}
