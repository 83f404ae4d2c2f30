/** One choice of a drop-down: the value it sends and the words it shows. */
export interface SelectOption {
  value: string | number;
  label: string;
  /** Shown but not choosable (a member who cannot open with the one chosen beside). */
  disabled?: boolean;
}

/** A select's choices from `{ value, label }` records, in order (a filter, a sort, a home type). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));
}
