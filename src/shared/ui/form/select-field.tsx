import { SelectOptions, type SelectOption } from '../select-options';
import { describedBy, FieldFrame, useFieldIds } from './field';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The choices in order, each the value sent and the words shown. */
  options: readonly SelectOption[];
  /** An empty first choice meaning "nothing chosen yet" ("Select a post"); none when every choice is a value. */
  placeholder?: string;
  onChange: (value: string) => void;
  error?: string;
  /** A hint under the box (why a choice cannot be made). */
  help?: string;
  /** Bootstrap's smaller or larger box (a row's inline choice, the estimator's big one). */
  size?: 'sm' | 'lg';
  required?: boolean;
  className?: string;
}

/** The choices of a list whose words are its values (the posts open, the discount types). */
export const choicesOf = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** A labelled drop-down, its message under it when the choice is refused. */
// Written out whole: the production build's PurgeCSS keeps only the Bootstrap classes it finds as text in the code.
const SIZE_CLASS = { sm: 'form-select-sm', lg: 'form-select-lg' } as const;

export function SelectField({ label, name, value, options, placeholder, onChange, error, help, size, required, className }: SelectFieldProps) {
  const ids = useFieldIds(name);
  return (
    <FieldFrame ids={ids} label={label} error={error} help={help} className={className}>
      <select
        id={ids.control}
        name={name}
        value={value}
        className={['form-select', size && SIZE_CLASS[size], error && 'is-invalid'].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, error, help)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}
