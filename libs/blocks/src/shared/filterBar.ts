import {
  dateRangeValue,
  FILTER_CONDITION_LABELS,
  FILTER_CONDITIONS_WITHOUT_VALUE,
  joinAnyOf,
  splitAnyOf,
  splitDateRange,
  type FilterCondition,
  type SheetFilter,
} from '@tessera/domain';

/** What the filter bar's inputs hold: `value` (and `end` for a date range) as typed. */
export type FilterDraft = {
  column: string;
  condition: FilterCondition;
  value: string;
  end: string;
};

/** Longer values are refused by the server (sheetFilterSchema). */
const MAX_FILTER_VALUE = 10_000;

export function needsValue(condition: FilterCondition): boolean {
  return !FILTER_CONDITIONS_WITHOUT_VALUE.includes(condition);
}

/**
 * The filter the bar sends for its inputs, or null while it is incomplete. any_of takes
 * comma-separated values; a date range needs at least one side.
 */
export function filterFromDraft(draft: FilterDraft, sheet: string): SheetFilter | null {
  if (!draft.column) return null;
  const value = valueOf(draft);
  if (needsValue(draft.condition) && value === '') return null;
  if (draft.condition === 'past_days' && !/^\d{1,5}$/.test(value)) return null;
  if (value.length > MAX_FILTER_VALUE) return null;
  return {
    // The schema caps names at 200 characters; a long column name is still the column.
    name: draft.column.slice(0, 200),
    active: true,
    condition: draft.condition,
    sheet_column: { sheet, column: draft.column },
    value,
  };
}

function valueOf(draft: FilterDraft): string {
  if (draft.condition === 'any_of') return joinAnyOf(draft.value.split(','));
  if (draft.condition === 'date') {
    const open = !draft.value.trim() && !draft.end.trim();
    return open ? '' : dateRangeValue(draft.value, draft.end);
  }
  return needsValue(draft.condition) ? draft.value.trim() : '';
}

/** "Status is any of open, late": how an active filter reads in the bar. */
export function describeFilter(filter: SheetFilter): string {
  const label = FILTER_CONDITION_LABELS[filter.condition].toLowerCase();
  const column = filter.sheet_column.column || filter.name;
  if (!needsValue(filter.condition)) return `${column} ${label}`;
  if (filter.condition === 'any_of') {
    return `${column} ${label} ${splitAnyOf(filter.value).join(', ')}`;
  }
  if (filter.condition === 'date') {
    const { start, end } = splitDateRange(filter.value);
    return `${column} ${label} ${start || '…'} and ${end || '…'}`;
  }
  return `${column} ${label} ${filter.value}`;
}

/** The filters without the one at `index`. */
export function withoutFilter(filters: readonly SheetFilter[], index: number): SheetFilter[] {
  return filters.filter((_, at) => at !== index);
}
