/**
 * The trades a tender is for and a vendor works in (issue 38, item 5): the tender record's `Trades`, the
 * vendor profile's trades, the feed's `?trade=`. The catalogue itself sits in `@/shared/config/trades` (the
 * vendor profile's contract, in `shared`, checks codes against it); this is its door for the tender's users.
 */
export { isTradeCode, TRADE_CODES, TRADE_MESSAGES, tradeLabel, tradeListSchema, TRADES, type TradeCode } from '@/shared/config/trades';
