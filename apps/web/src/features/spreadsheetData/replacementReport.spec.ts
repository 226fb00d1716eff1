import { describe, expect, it } from '@jest/globals';
import { replacementLines, replacementRemovedSomething } from './replacementReport.js';

const kept = {
  title: 'People',
  change: 'kept' as const,
  rows_before: 1,
  rows_after: 2,
  columns_added: ['Email'],
  columns_removed: [],
};

describe('replacementLines', () => {
  it('says per sheet what the new file changed', () => {
    expect(
      replacementLines([
        kept,
        {
          ...kept,
          title: 'Shifts',
          change: 'added',
          rows_before: 0,
          rows_after: 1,
          columns_added: [],
        },
        {
          ...kept,
          title: 'Old',
          change: 'removed',
          rows_before: 5,
          rows_after: 0,
          columns_added: [],
        },
      ]),
    ).toEqual([
      'People: 1 row before, 2 rows now; columns added: Email.',
      'Shifts: new sheet, 1 row.',
      'Old: no longer in the file, removed with its 5 rows.',
    ]);
  });

  it('knows when blocks may have lost a sheet or a column', () => {
    expect(replacementRemovedSomething([kept])).toBe(false);
    expect(replacementRemovedSomething([{ ...kept, columns_removed: ['Age'] }])).toBe(true);
    expect(replacementRemovedSomething([{ ...kept, change: 'removed' }])).toBe(true);
  });
});
