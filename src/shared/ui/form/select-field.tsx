import { describedBy, FieldFrame, useFieldIds } from './field';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  /** The first, empty choice ("Select a post"). */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A labelled drop-down whose empty first choice means "nothing chosen yet". */
export function SelectField({ label, name, value, options, placeholder, onChange, error, required, className }: SelectFieldProps) {
  const ids = useFieldIds(name);
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <select
        id={ids.control}
        name={name}
        value={value}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
