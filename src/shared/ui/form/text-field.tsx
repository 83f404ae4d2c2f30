import type { HTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from './field';

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
 * A labelled text box. The form is sent with `noValidate`, so the browser never shows its own
 * bubbles: the messages are the spec's, shown beside the field and announced through `aria-describedby`.
 */
export function TextField({ label, name, value, onChange, error, help, rows, type = 'text', autoComplete, inputMode, required, className, ...extra }: TextFieldProps) {
  const ids = useFieldIds(name);
  const common = {
    id: ids.control,
    name,
    value,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(ids, error, help),
    maxLength: extra.maxLength,
    placeholder: extra.placeholder,
    autoCapitalize: extra.autoCapitalize,
  } as const;
  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} className={className}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}
