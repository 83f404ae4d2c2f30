import { FORMAT_TAG, type Locale } from './locale';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Whole numbers with the Indian grouping (12,34,567), Latin digits in both languages. */
export function formatNumber(value: number, locale: Locale): string {
  const tag = FORMAT_TAG[locale];
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })));
  return format.format(value);
}

/** A rupee amount as the site writes it in both languages: `₹16,30,000`. */
export const formatRupees = (value: number, locale: Locale) => `₹${formatNumber(value, locale)}`;
