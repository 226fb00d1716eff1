import { z } from 'zod';
import type { ConditionalFilter } from '../blocks/action-buttons.js';
import { cellOf, matchAll, matchNone, normalise, type RowPredicate } from './row-predicate.js';
import type { FilterContext } from './sheet-filter.js';

export const DATA_FILTER_SOURCES = ['Current record', 'Logged in user'] as const;
export const DATA_FILTER_MATCH_BY = ['Name', 'Email'] as const;

/** Multi-page data filter (editor-viewer-shell §5): only the condition Is. */
export const dataFilterSchema = z.object({
  column: z.string().default(''),
  condition: z.enum(['Is']).default('Is'),
  source: z.enum(DATA_FILTER_SOURCES).default('Current record'),
  /** Which of the signed-in user's details the column holds (for "Logged in user"). */
  match_by: z.enum(DATA_FILTER_MATCH_BY).default('Email'),
});
export type DataFilter = z.infer<typeof dataFilterSchema>;

/** Rows whose `column` holds the record id, exactly (ids are case-sensitive); none without one. */
function isRecord(column: string, recordId: string | null | undefined): RowPredicate {
  const id = recordId?.trim() ?? '';
  if (id === '') return matchNone;
  return (row) => cellOf(row, column).trim() === id;
}

/** Rows whose `column` holds the user's name or e-mail, case-insensitive; none when signed out. */
function isUser(column: string, byName: boolean, context: FilterContext): RowPredicate {
  const wanted = normalise((byName ? context.userName : context.userEmail) ?? '');
  if (wanted === '') return matchNone;
  return (row) => normalise(cellOf(row, column)) === wanted;
}

/**
 * Current record: the row's `_id` (or, when `column` names another column, that column) is the
 * record the page shows. Logged in user: the column holds the viewer's name or e-mail.
 */
export function compileDataFilter(filter: DataFilter, context: FilterContext): RowPredicate {
  switch (filter.source) {
    case 'Current record':
      return isRecord(filter.column.trim() === '' ? '_id' : filter.column, context.recordId);
    case 'Logged in user':
      return isUser(filter.column, filter.match_by === 'Name', context);
  }
}

export function matchesDataFilter(
  row: Readonly<Record<string, string>>,
  filter: DataFilter,
  context: FilterContext,
): boolean {
  return compileDataFilter(filter, context)(row);
}

/** The block conditional filter's filter_by choices (block-configuration, "Conditional filter"). */
export const CONDITIONAL_FILTER_BY = ['None', 'Logged in user', 'Current record'] as const;
export type ConditionalFilterBy = (typeof CONDITIONAL_FILTER_BY)[number];

/**
 * A block's conditional filter: `select_column` Is the value `filter_by` names.
 * - 'None' (or blank): no filtering.
 * - 'Logged in user': the viewer's e-mail, or their name when match_with_column is 'Name';
 *   signed-out viewers see no rows.
 * - 'Current record': the record id of the page.
 * Once filter_by is set, a missing select_column or an unknown filter_by keeps no rows: the filter
 * often guards whose rows a viewer sees, so a half-made one fails closed.
 */
export function compileConditionalFilter(
  filter: ConditionalFilter,
  context: FilterContext,
): RowPredicate {
  const by = filter.filter_by.trim();
  if (by === '' || by === 'None') return matchAll;
  const column = filter.select_column;
  if (column.trim() === '') return matchNone;
  if (by === 'Logged in user')
    return isUser(column, normalise(filter.match_with_column) === 'name', context);
  if (by === 'Current record') return isRecord(column, context.recordId);
  return matchNone;
}
