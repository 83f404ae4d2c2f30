import { useId, type ReactNode } from 'react';

interface RadioFieldProps<V extends string> {
  legend: string;
  name: string;
  /** The choices in order, each the value sent and the words shown. */
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: string;
  error?: string;
  onChange: (value: V) => void;
}

/** One choice of a few, as radio buttons under a legend, its message under them when the choice is refused. */
export function RadioField<V extends string>({ legend, name, options, value, error, onChange }: RadioFieldProps<V>) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  return (
    <fieldset className="mb-2" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((option) => (
        <div className="form-check" key={option.value}>
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="radio"
            name={name}
            id={`${groupId}-${option.value}`}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          <label className="form-check-label" htmlFor={`${groupId}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
