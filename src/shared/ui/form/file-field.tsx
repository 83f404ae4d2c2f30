import { useEffect, useRef, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from './field';

interface FileFieldProps {
  label: string;
  name: string;
  /** The chosen file; when it becomes null (the form was cleared) the input is emptied too. */
  value: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A labelled file chooser for one file. A file input cannot be set from code, only emptied. */
export function FileField({ label, name, value, onChange, accept, error, help, required, className }: FileFieldProps) {
  const ids = useFieldIds(name);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value === null && input.current) input.current.value = '';
  }, [value]);

  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} className={className}>
      <input
        ref={input}
        id={ids.control}
        name={name}
        type="file"
        accept={accept}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, error, help)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}
