import { defineCatalogue, defineTextCatalogue } from './catalogue';
import { formatNumber } from './format';
import { createI18n } from './i18n';
import { FORMAT_TAG, localeOfPath, pathInLocale, pathWithoutLocale } from './locale';

const en = { greeting: 'Hello, {{name}}', items: { one: '{{count}} item', other: '{{count}} items' }, onlyEnglish: 'Only in English' };
let loads = 0;
const catalogue = defineCatalogue('test', en, async () => {
  loads += 1;
  // A translation that lacks a key: its English text is shown instead.
  return { default: { greeting: 'नमस्कार, {{name}}', items: { one: '{{count}} वस्तू', other: '{{count}} वस्तू' } } as never };
});

describe('createI18n', () => {
  beforeEach(() => {
    loads = 0;
  });

  it('fills placeholders and picks English plural forms by count', () => {
    const i18n = createI18n('en');
    expect(i18n.has(catalogue)).toBe(true);
    expect(i18n.t(catalogue, 'greeting', { name: 'Asha' })).toBe('Hello, Asha');
    expect(i18n.t(catalogue, 'items', { count: 1 })).toBe('1 item');
    expect(i18n.t(catalogue, 'items', { count: 3 })).toBe('3 items');
    expect(i18n.loaded()).toEqual({});
  });

  it('loads a Marathi catalogue once, translates from it, and falls back to English for a missing key', async () => {
    const i18n = createI18n('mr');
    expect(i18n.has(catalogue)).toBe(false);
    const first = i18n.load(catalogue);
    expect(i18n.load(catalogue)).toBe(first);
    await first;
    expect(loads).toBe(1);
    expect(i18n.has(catalogue)).toBe(true);
    expect(i18n.t(catalogue, 'greeting', { name: 'आशा' })).toBe('नमस्कार, आशा');
    expect(i18n.t(catalogue, 'items', { count: 1 })).toBe('1 वस्तू');
    expect(i18n.t(catalogue, 'onlyEnglish')).toBe('Only in English');
    expect(Object.keys(i18n.loaded())).toEqual(['test']);
  });

  it('starts from the messages a page brought, loading nothing (hydration)', () => {
    const i18n = createI18n('mr', { test: { greeting: 'नमस्कार, {{name}}' } });
    expect(i18n.has(catalogue)).toBe(true);
    expect(i18n.t(catalogue, 'greeting', { name: 'रवी' })).toBe('नमस्कार, रवी');
    expect(loads).toBe(0);
  });
});

describe('a catalogue keyed by the English text', () => {
  const texts = defineTextCatalogue('texts', async () => ({ default: { 'Next slide': 'पुढील स्लाइड', '{{position}} of {{count}}': '{{count}} पैकी {{position}}' } }));

  it('shows the English text itself on an English page, placeholders filled', () => {
    const i18n = createI18n('en');
    expect(i18n.t(texts, 'Next slide')).toBe('Next slide');
    expect(i18n.t(texts, '{{position}} of {{count}}', { position: 2, count: 5 })).toBe('2 of 5');
  });

  it('translates what the Marathi module knows and leaves the rest in English', async () => {
    const i18n = createI18n('mr');
    await i18n.load(texts);
    expect(i18n.t(texts, '{{position}} of {{count}}', { position: 2, count: 5 })).toBe('5 पैकी 2');
    expect(i18n.t(texts, 'A service the company added')).toBe('A service the company added');
  });
});

describe('addresses and numbers', () => {
  it.each([
    ['/', 'en', '/', '/mr/'],
    ['/mr', 'mr', '/', '/mr/'],
    ['/mr/tender?tab=closed', 'mr', '/tender?tab=closed', '/mr/tender?tab=closed'],
    ['/mrs-kulkarni', 'en', '/mrs-kulkarni', '/mr/mrs-kulkarni'],
  ])('%s is %s; bare %s, Marathi %s', (url, locale, bare, marathi) => {
    expect(localeOfPath(url.split('?')[0])).toBe(locale);
    expect(pathWithoutLocale(url)).toBe(bare);
    expect(pathInLocale(url, 'mr')).toBe(marathi);
    expect(pathInLocale(url, 'en')).toBe(bare);
  });

  it('writes numbers with the Indian grouping and Latin digits in both languages, as Intl does for their tags', () => {
    expect(formatNumber(1630000, 'en')).toBe('16,30,000');
    expect(formatNumber(12345678, 'mr')).toBe('1,23,45,678');
    for (const locale of ['en', 'mr'] as const) {
      const intl = new Intl.NumberFormat(FORMAT_TAG[locale], { maximumFractionDigits: 0 });
      for (const value of [0, 7, 999, 1000, 12345.6, 100000, 9876543210, -45000]) expect(formatNumber(value, locale)).toBe(intl.format(value));
    }
  });
});
