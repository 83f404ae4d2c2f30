/** One choice of a drop-down: the value it sends and the words it shows. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** A select's choices from `{ value, label }` records, in order (a filter, a sort, a home type). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
