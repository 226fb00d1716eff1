import { useId } from 'react';
import { sortChoices } from './sorting.js';

/** The list's sort control: the sheet's order or a column, either way. */
export function SortSelect({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly string[];
  sort: string;
  onSortChange: (sort: string) => void;
}) {
  const id = useId();
  const choices = sortChoices(columns);
  return (
    <span className="ts-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="ts-field__control"
        value={choices.some((choice) => choice.value === sort) ? sort : ''}
        onChange={(event) => onSortChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
