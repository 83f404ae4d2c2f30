import { groupIndian } from '@/shared/lib/indian-number';
import type { Locale } from './locale';

/**
 * Whole numbers with the Indian grouping (12,34,567), Latin digits in both languages: what
 * `Intl.NumberFormat(FORMAT_TAG[locale], { maximumFractionDigits: 0 })` writes for `en-IN` and for
 * `mr-IN-u-nu-latn` alike (a test holds them to it), without making that formatter while a page hydrates.
 * Should the company ever choose Devanagari digits for Marathi, that language alone goes back to Intl here.
 */
export function formatNumber(value: number, locale: Locale): string {
  void locale;
  return groupIndian(value);
}
