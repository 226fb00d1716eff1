import { describe, expect, it } from '@jest/globals';
import { filterRows } from './compile-filters.js';
import type { FilterCondition } from './sheet-filter.js';
import { aContext, aFilter, valueRows } from './testing/filter-builders.js';

/** The `value` cells of the rows kept by one filter. */
function kept(
  condition: FilterCondition,
  value: string,
  cells: string[],
  userEmail?: string | null,
) {
  const context = aContext(userEmail === undefined ? {} : { userEmail });
  return filterRows(valueRows(...cells), [aFilter(condition, value)], context).map(
    (row) => row.value,
  );
}

describe('= filter', () => {
  it('compares text case-insensitively and trimmed', () => {
    expect(kept('=', ' Open ', ['open', 'OPEN ', 'opened', ''])).toEqual(['open', 'OPEN ']);
  });

  it('compares numbers by value when both sides are numbers', () => {
    expect(kept('=', '5', ['5', '5.0', '05', '+5', '50', 'five'])).toEqual([
      '5',
      '5.0',
      '05',
      '+5',
    ]);
  });

  it('compares dates by day whatever their format', () => {
    const cells = ['2024-03-05', '5 March 2024', '03-05-2024 18:00:00', '2024-03-06', 'x'];
    expect(kept('=', '2024-03-05', cells)).toEqual(cells.slice(0, 3));
  });

  it('compares to the second when the value has a time', () => {
    const cells = ['2024-03-05T10:00', '2024-03-05 10:00:00', '2024-03-05', '2024-03-05T10:01'];
    expect(kept('=', '2024-03-05 10:00:00', cells)).toEqual(cells.slice(0, 2));
  });
});

describe('> and < filters', () => {
  it('compare numbers numerically, not as text', () => {
    expect(kept('>', '9', ['10', '9', '8.5', '100', '-1'])).toEqual(['10', '100']);
    expect(kept('<', '9', ['10', '9', '8.5', '100', '-1'])).toEqual(['8.5', '-1']);
  });

  it('compare dates by day when the value is a date, reading each cell in the spec order', () => {
    // 04-03-2024 is April 3 (MM-DD-YYYY comes first); 04/03/2024 is March 4 (DD/MM/YYYY first).
    const cells = ['2024-03-06', '5 March 2024', '2024-03-05 23:00:00', '04-03-2024', '04/03/2024'];
    expect(kept('>', '2024-03-05', [...cells, '2025'])).toEqual(['2024-03-06', '04-03-2024']);
    expect(kept('<', '2024-03-05', cells)).toEqual(['04/03/2024']);
  });

  it('compare text in natural order, ignoring case, when the value is neither', () => {
    expect(kept('>', 'item 2', ['Item 10', 'item 1', 'ITEM 3', 'apple'])).toEqual([
      'Item 10',
      'ITEM 3',
    ]);
  });

  it('never keep empty cells or cells of another kind', () => {
    expect(kept('<', '100', ['', '  ', 'abc', '2024-03-05', '99'])).toEqual(['99']);
    expect(kept('<', '2030-01-01', ['', 'soon', '42', '2029-12-31'])).toEqual(['2029-12-31']);
    expect(kept('<', 'zzz', ['', 'abc'])).toEqual(['abc']);
  });
});

describe('text filters', () => {
  const cells = ['Apple pie', 'PINEAPPLE', 'apple', 'Banana', ''];

  it.each([
    ['starts_with', 'APP', ['Apple pie', 'apple']],
    ['not_starts_with', 'app', ['PINEAPPLE', 'Banana', '']],
    ['ends_with', 'Apple', ['PINEAPPLE', 'apple']],
    ['not_ends_with', 'apple', ['Apple pie', 'Banana', '']],
    ['includes', 'apple', ['Apple pie', 'PINEAPPLE', 'apple']],
    ['not_includes', 'APPLE', ['Banana', '']],
  ] as const)('%s %s', (condition, value, expected) => {
    expect(kept(condition, value, cells)).toEqual(expected);
  });
});

describe('any_of filter', () => {
  it('keeps cells equal to one of the values, case-insensitive', () => {
    expect(kept('any_of', 'open|| Pending ', ['Open', 'pending', 'closed', 'open later'])).toEqual([
      'Open',
      'pending',
    ]);
  });

  it('compares as text, not as numbers', () => {
    expect(kept('any_of', '5||6', ['5', '5.0', '6'])).toEqual(['5', '6']);
  });
});

describe('blank and unusable values', () => {
  const cells = ['a', '', '2024-03-05'];

  it.each(['=', '>', '<', 'starts_with', 'not_includes', 'any_of', 'past_days', 'date'] as const)(
    'a blank %s filter is not set yet and keeps every row',
    (condition) => {
      expect(kept(condition, '  ', cells)).toEqual(cells);
    },
  );

  it('an any_of made only of separators, or a range with both ends open, keeps every row', () => {
    expect(kept('any_of', '|| ||', cells)).toEqual(cells);
    expect(kept('date', '||', cells)).toEqual(cells);
  });
});

describe('"current user"', () => {
  const cells = ['ada@example.com', 'ADA@example.com', 'bob@example.com', 'current user'];

  it('stands for the signed-in e-mail', () => {
    expect(kept('=', 'Current User', cells)).toEqual(['ada@example.com', 'ADA@example.com']);
    expect(kept('includes', ' current user ', cells)).toEqual([
      'ada@example.com',
      'ADA@example.com',
    ]);
  });

  it('is one of the any_of values', () => {
    expect(kept('any_of', 'current user||bob@example.com', cells)).toEqual(cells.slice(0, 3));
  });

  it('keeps no row without a signed-in e-mail', () => {
    expect(kept('=', 'current user', cells, null)).toEqual([]);
    expect(kept('not_includes', 'current user', cells, '')).toEqual([]);
    expect(kept('any_of', 'current user', cells, null)).toEqual([]);
  });

  it('only drops itself from an any_of list without an e-mail', () => {
    expect(kept('any_of', 'current user||bob@example.com', cells, null)).toEqual([
      'bob@example.com',
    ]);
  });
});
