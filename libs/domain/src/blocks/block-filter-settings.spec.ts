import { describe, expect, it } from '@jest/globals';
import { dataFilterSchema } from '../filters/data-filters.js';
import { sheetFiltersSchema } from '../filters/sheet-filter-schema.js';
import { FILTER_CONDITIONS, FILTER_CONDITIONS_WITHOUT_VALUE } from '../filters/sheet-filter.js';
import { conditionalFilterSchema } from './action-buttons.js';
import { FILTER_VALUE_INPUTS, filterValueInput } from './block-filter-settings.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';

const filter = (overrides: Record<string, unknown> = {}) => ({
  name: 'Open',
  condition: '=',
  sheet_column: { sheet: 'Tasks', column: 'Status' },
  value: 'open',
  ...overrides,
});

function problem(type: 'table' | 'list', settings: Record<string, unknown>): string {
  const result = parseBlockSettings(type, { sheet_title: 'Tasks', ...settings });
  if (result.success) throw new Error('expected the settings to be refused');
  return result.message;
}

describe('block filter settings', () => {
  it.each(['table', 'list'] as const)('gives a new %s block no filters', (type) => {
    const settings = defaultBlockSettings(type);
    expect(settings.filters).toEqual([]);
    expect(settings).not.toHaveProperty('data_filter');
    expect(settings).not.toHaveProperty('conditional_filter');
  });

  it('parses a block saved before filters existed unchanged', () => {
    const result = parseBlockSettings('table', { sheet_title: 'Tasks', axis: [{ column: 'A' }] });
    expect(result.success && result.settings.filters).toEqual([]);
    expect(result.success && 'data_filter' in result.settings).toBe(false);
  });

  it('keeps the filters, the data filter and the conditional filter, with their defaults', () => {
    const result = parseBlockSettings('list', {
      sheet_title: 'Tasks',
      filters: [filter({ condition: 'date', value: '2024-01-01||2024-01-31' })],
      data_filter: { source: 'Logged in user', column: 'Owner' },
      conditional_filter: { select_column: 'Email', filter_by: 'Logged in user' },
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.settings.filters).toEqual([
      {
        name: 'Open',
        active: true,
        condition: 'date',
        sheet_column: { sheet: 'Tasks', column: 'Status' },
        value: '2024-01-01||2024-01-31',
      },
    ]);
    expect(result.settings.data_filter).toEqual({
      column: 'Owner',
      condition: 'Is',
      source: 'Logged in user',
      match_by: 'Email',
    });
    expect(result.settings.conditional_filter).toEqual({
      select_column: 'Email',
      condition: 'Is',
      filter_by: 'Logged in user',
      match_with_column: '',
    });
    // What is saved is what the sheet reader accepts.
    expect(sheetFiltersSchema.safeParse(result.settings.filters).success).toBe(true);
    expect(dataFilterSchema.safeParse(result.settings.data_filter).success).toBe(true);
    expect(conditionalFilterSchema.safeParse(result.settings.conditional_filter).success).toBe(
      true,
    );
  });

  it('keeps blank values (the page URL may set them) and values of valueless conditions', () => {
    const result = parseBlockSettings('table', {
      filters: [filter({ value: '' }), filter({ condition: 'today', value: '' })],
    });
    expect(result.success).toBe(true);
  });

  it('refuses an unknown condition, naming the filter', () => {
    expect(problem('table', { filters: [filter({ condition: 'between' })] })).toMatch(
      /^filters\.0\.condition: /,
    );
  });

  it('refuses a filter without a column', () => {
    expect(
      problem('list', { filters: [filter(), filter({ sheet_column: { sheet: 'Tasks' } })] }),
    ).toBe('filters.1.sheet_column.column: Choose a column.');
  });

  it('refuses values the condition cannot read', () => {
    expect(
      problem('table', { filters: [filter({ condition: 'past_days', value: 'a week' })] }),
    ).toBe('filters.0.value: Enter a whole number of days.');
    expect(problem('table', { filters: [filter({ condition: 'date', value: 'soon||' })] })).toBe(
      'filters.0.value: Enter the dates as YYYY-MM-DD.',
    );
    expect(
      problem('table', {
        filters: [filter({ condition: 'date', value: '2024-02-01||2024-01-01' })],
      }),
    ).toBe('filters.0.value: The start date is after the end date.');
  });

  it('accepts 20 filters and refuses a 21st', () => {
    const twenty = Array.from({ length: 20 }, () => filter());
    expect(parseBlockSettings('table', { filters: twenty }).success).toBe(true);
    expect(problem('table', { filters: [...twenty, filter()] })).toBe(
      'filters: At most 20 filters.',
    );
  });

  it('refuses a conditional filter that would keep no rows or filters by something unknown', () => {
    expect(problem('table', { conditional_filter: { filter_by: 'Current record' } })).toBe(
      'conditional_filter.select_column: Choose the column to filter on.',
    );
    expect(problem('table', { conditional_filter: { filter_by: 'Team' } })).toMatch(
      /^conditional_filter\.filter_by: /,
    );
    expect(parseBlockSettings('table', { conditional_filter: { filter_by: 'None' } }).success).toBe(
      true,
    );
  });

  it('asks for the column of a data filter on the logged-in user', () => {
    expect(problem('list', { data_filter: { source: 'Logged in user' } })).toBe(
      "data_filter.column: Choose the column holding the user's name or e-mail.",
    );
    expect(parseBlockSettings('list', { data_filter: { source: 'Current record' } }).success).toBe(
      true,
    );
  });

  it('gives the value-less conditions no value input', () => {
    const none = FILTER_CONDITIONS.filter((condition) => FILTER_VALUE_INPUTS[condition] === 'none');
    expect(none).toEqual([...FILTER_CONDITIONS_WITHOUT_VALUE]);
    expect(filterValueInput('date')).toBe('date-range');
    expect(filterValueInput('any_of')).toBe('any-of');
    expect(filterValueInput('past_days')).toBe('days');
    expect(filterValueInput(undefined)).toBe('text');
  });
});
