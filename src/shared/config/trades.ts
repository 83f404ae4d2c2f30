import { z } from 'zod';

/**
 * The trades the company tenders for (issue 38, item 5): a tender names its trades, a vendor chooses theirs,
 * and a vendor hears of the tenders of their trades. A fixed catalogue, kept here in `shared` because the
 * vendor profile's contract (`@/shared/contracts/accounts`) checks codes against it and shared imports no
 * entity; the tender entity re-exports it (`@/entities/tender`), with the Marathi labels beside its texts.
 * Codes are stable kebab-case (stored, in CSV files and in feed addresses): add a trade at the end, never
 * rename one.
 */
export const TRADES = [
  { code: 'gypsum', label: 'Gypsum' },
  { code: 'painting', label: 'Painting' },
  { code: 'aluminium', label: 'Aluminium' },
  { code: 'glass', label: 'Glass' },
  { code: 'flooring', label: 'Flooring' },
  { code: 'corian', label: 'Corian' },
  { code: 'carpentry', label: 'Carpentry' },
  { code: 'furniture', label: 'Furniture' },
  { code: 'electrical', label: 'Electrical' },
  { code: 'civil', label: 'Civil' },
  { code: 'plumbing', label: 'Plumbing' },
  { code: 'false-ceiling', label: 'False ceiling' },
] as const;

export type TradeCode = (typeof TRADES)[number]['code'];

export const TRADE_CODES: readonly TradeCode[] = TRADES.map((trade) => trade.code);

const KNOWN = new Set<string>(TRADE_CODES);

export const isTradeCode = (value: unknown): value is TradeCode => typeof value === 'string' && KNOWN.has(value);

/** The English label of a code (the code itself for one the catalogue lacks, which no stored row holds). */
export const tradeLabel = (code: string): string => TRADES.find((trade) => trade.code === code)?.label ?? code;

export const TRADE_MESSAGES = {
  unknown: (code: string) => `"${code}" is not a trade; the trades are ${TRADE_CODES.join(', ')}.`,
  notList: 'must be a list of trade codes',
  repeated: (code: string) => `names "${code}" twice`,
} as const;

/**
 * A list of trade codes, each known and named once, in the catalogue's order (so two lists of the same
 * trades are equal, and an edit that only reorders them changes nothing).
 */
export const tradeListSchema = z
  .array(z.string({ invalid_type_error: TRADE_MESSAGES.notList }), { invalid_type_error: TRADE_MESSAGES.notList })
  .superRefine((codes, context) => {
    const seen = new Set<string>();
    for (const code of codes) {
      if (!isTradeCode(code)) context.addIssue({ code: z.ZodIssueCode.custom, message: TRADE_MESSAGES.unknown(code) });
      else if (seen.has(code)) context.addIssue({ code: z.ZodIssueCode.custom, message: TRADE_MESSAGES.repeated(code) });
      seen.add(code);
    }
  })
  .transform((codes) => TRADE_CODES.filter((code) => codes.includes(code)));
