/** A select's choices from `{ value, label }` records, in order (a filter, a sort, a home type). */
export function SelectOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
