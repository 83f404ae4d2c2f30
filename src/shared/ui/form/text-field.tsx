import type { HTMLAttributes, ReactNode } from 'react';
import { createI18n, formatNumber, useLocale, useText, type Locale, type Translate } from '@/shared/i18n';
import { describedBy, FieldFrame, FieldNote, useFieldIds } from './field';
import { formText } from './i18n/form-text';

/** The English words of a count, where no page's language is at hand. */
const englishI18n = createI18n('en');
const english: Translate<Record<string, string>> = (key, params) => englishI18n.t(formText, key, params);

/** "120 of 2,000 characters" (the limit passed: "2,040 of 2,000 characters: 40 too many"), in the page's language. */
export function characterCount(length: number, max: number, t: Translate<Record<string, string>> = english, locale: Locale = 'en'): string {
  const over = length - max;
  const numbers = { length: formatNumber(length, locale), max: formatNumber(max, locale), over: formatNumber(over, locale) };
  return over > 0 ? t('{{length}} of {{max}} characters: {{over}} too many', numbers) : t('{{length}} of {{max}} characters', numbers);
}

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: ReactNode;
  /** A several-line box (messages, addresses). */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local' | 'number';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  autoCapitalize?: string;
  required?: boolean;
  className?: string;
}

/**
 * A labelled text box. A several-line box with a `maxLength` counts its characters as they are typed and
 * lets the visitor go past the limit (the count says by how much, the form's message refuses it on sending):
 * the browser's own cap would silently cut a pasted text short. The form is sent with `noValidate`, so the browser never shows its own
 * bubbles: the messages are the spec's, shown beside the field and announced through `aria-describedby`.
 */
export function TextField({ label, name, value, onChange, error, help, rows, type = 'text', autoComplete, inputMode, required, className, ...extra }: TextFieldProps) {
  const ids = useFieldIds(name);
  const t = useText(formText);
  const locale = useLocale();
  const counted = Boolean(rows && extra.maxLength);
  const note = counted ? (
    <FieldNote id={ids.note} warn={value.length > extra.maxLength! * 0.9}>
      {characterCount(value.length, extra.maxLength!, t, locale)}
    </FieldNote>
  ) : undefined;
  const common = {
    id: ids.control,
    name,
    value,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(ids, error, help, note),
    maxLength: counted ? undefined : extra.maxLength,
    placeholder: extra.placeholder,
    autoCapitalize: extra.autoCapitalize,
  } as const;
  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} note={note} className={className}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}
