export { defineCatalogue, defineTextCatalogue, type Catalogue, type Message, type Messages, type PluralMessage, type Translation } from './catalogue';
export { formatNumber } from './format';
export { createI18n, type I18n, type LoadedMessages, type MessageParams } from './i18n';
export {
  FORMAT_TAG,
  isLocale,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALE_COOKIE,
  LOCALES,
  localeOfPath,
  MARATHI_BASE,
  pathInLocale,
  pathWithoutLocale,
  type Locale,
} from './locale';
export { I18nProvider, useLocale, useText, useTranslations, type Translate } from './use-text';
