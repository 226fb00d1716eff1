import { useId, useState, type FormEvent } from 'react';
import {
  FILTER_CONDITION_LABELS,
  FILTER_CONDITIONS,
  type FilterCondition,
  type SheetFilter,
} from '@tessera/domain';
import {
  describeFilter,
  filterFromDraft,
  needsValue,
  withoutFilter,
  type FilterDraft,
} from './filterBar.js';

type Props = {
  columns: readonly string[];
  /** The block's sheet, named by each filter. */
  sheet: string;
  filters: readonly SheetFilter[];
  onFilterChange: (filters: SheetFilter[]) => void;
};

const EMPTY: Omit<FilterDraft, 'column'> = { condition: '=', value: '', end: '' };

/** The block's filter bar: the viewer's filters as removable chips, and a form adding one. */
export function FilterBar({ columns, sheet, filters, onFilterChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>({ column: '', ...EMPTY });
  const column = draft.column || columns[0] || '';
  const filter = filterFromDraft({ ...draft, column }, sheet);

  function add(event: FormEvent) {
    event.preventDefault();
    if (!filter) return;
    onFilterChange([...filters, filter]);
    setDraft({ column, ...EMPTY });
  }

  return (
    <div className="ts-filter">
      <button
        type="button"
        className="ts-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((current) => !current)}
      >
        Filter{filters.length > 0 ? ` (${filters.length})` : ''}
      </button>
      {filters.length > 0 ? (
        <ul className="ts-filter__chips" aria-label="Active filters">
          {filters.map((active, index) => (
            <li key={`${index}-${describeFilter(active)}`} className="ts-filter__chip">
              {describeFilter(active)}
              <button
                type="button"
                className="ts-link-button"
                aria-label={`Remove filter ${describeFilter(active)}`}
                onClick={() => onFilterChange(withoutFilter(filters, index))}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="ts-link-button" onClick={() => onFilterChange([])}>
              Clear filters
            </button>
          </li>
        </ul>
      ) : null}
      {open ? (
        <form
          id={`${id}-form`}
          className="ts-filter__form"
          aria-label="Add a filter"
          onSubmit={add}
        >
          <select
            aria-label="Filter column"
            className="ts-field__control"
            value={column}
            onChange={(event) => setDraft({ ...draft, column: event.target.value })}
          >
            {columns.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label="Filter condition"
            className="ts-field__control"
            value={draft.condition}
            onChange={(event) =>
              setDraft({ ...draft, condition: event.target.value as FilterCondition })
            }
          >
            {FILTER_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {FILTER_CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
          <FilterValue draft={draft} onDraft={setDraft} />
          <button type="submit" className="ts-button ts-button--primary" disabled={!filter}>
            Add filter
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** The value input(s) the condition needs: none, a number of days, two dates, or text. */
function FilterValue({
  draft,
  onDraft,
}: {
  draft: FilterDraft;
  onDraft: (d: FilterDraft) => void;
}) {
  if (!needsValue(draft.condition)) return null;
  if (draft.condition === 'date') {
    return (
      <>
        <input
          type="date"
          aria-label="From date"
          className="ts-field__control"
          value={draft.value}
          onChange={(event) => onDraft({ ...draft, value: event.target.value })}
        />
        <input
          type="date"
          aria-label="To date"
          className="ts-field__control"
          value={draft.end}
          onChange={(event) => onDraft({ ...draft, end: event.target.value })}
        />
      </>
    );
  }
  if (draft.condition === 'past_days') {
    return (
      <input
        type="number"
        min={0}
        aria-label="Number of days"
        className="ts-field__control"
        value={draft.value}
        onChange={(event) => onDraft({ ...draft, value: event.target.value })}
      />
    );
  }
  return (
    <input
      type="text"
      aria-label="Filter value"
      placeholder={draft.condition === 'any_of' ? 'Values, separated by commas' : 'Value'}
      className="ts-field__control"
      value={draft.value}
      onChange={(event) => onDraft({ ...draft, value: event.target.value })}
    />
  );
}
