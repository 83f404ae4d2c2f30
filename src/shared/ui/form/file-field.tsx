import { useEffect, useRef, type ReactNode } from 'react';
import { describedBy, FieldFrame, FieldNote, useFieldIds } from './field';

/** `240 KB`, `1.4 MB`: a file's size as a visitor reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

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
  /** The largest file the form takes: the chosen file's size is shown beside it at once. */
  maxBytes?: number;
}

/**
 * A labelled file chooser for one file. A file input cannot be set from code, only emptied. The chosen
 * file's name and size are shown as soon as it is chosen, and a file over `maxBytes` says so then, not
 * only when the form is sent.
 */
export function FileField({ label, name, value, onChange, accept, error, help, required, className, maxBytes }: FileFieldProps) {
  const ids = useFieldIds(name);
  const tooLarge = Boolean(value && maxBytes && value.size > maxBytes);
  const note = value ? (
    <FieldNote id={ids.note} warn={tooLarge}>
      {`Chosen: ${value.name}, ${fileSize(value.size)}`}
      {tooLarge && maxBytes ? ` (too large: the limit is ${fileSize(maxBytes)})` : ''}
    </FieldNote>
  ) : undefined;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value === null && input.current) input.current.value = '';
  }, [value]);

  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} note={note} className={className}>
      <input
        ref={input}
        id={ids.control}
        name={name}
        type="file"
        accept={accept}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, error, help, note)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}
