import { describe, expect, it } from '@jest/globals';
import { replacingSheets, sheetChanges } from './sheet-changes.js';

describe('sheetChanges', () => {
  it('matches sheets by title and columns by name, saying what was added and removed', () => {
    const before = [
      { title: 'People', columns: ['Name', 'Role', 'Age'], rowCount: 3 },
      { title: 'Old', columns: ['X'], rowCount: 5 },
    ];
    const after = [
      { title: 'People', columns: ['Name', 'Role', 'Email'], rows: [{}, {}, {}, {}] },
      { title: 'Shifts', columns: ['Day'], rows: [{}] },
    ];
    expect(sheetChanges(before, after)).toEqual([
      {
        title: 'People',
        change: 'kept',
        rows_before: 3,
        rows_after: 4,
        columns_added: ['Email'],
        columns_removed: ['Age'],
      },
      {
        title: 'Shifts',
        change: 'added',
        rows_before: 0,
        rows_after: 1,
        columns_added: [],
        columns_removed: [],
      },
      {
        title: 'Old',
        change: 'removed',
        rows_before: 5,
        rows_after: 0,
        columns_added: [],
        columns_removed: [],
      },
    ]);
  });
});

describe('replacingSheets', () => {
  it('keeps the title of a one-sheet spreadsheet replaced by a CSV under another name', () => {
    const replacing = replacingSheets([{ title: 'team' }], {
      sheets: [{ title: 'team-v2', columns: ['Name'], rows: [{}] }],
      titledByFileName: true,
    });
    expect(replacing).toEqual([{ title: 'team', columns: ['Name'], rows: [{}] }]);
    expect(
      sheetChanges([{ title: 'team', columns: ['Name'], rowCount: 4 }], replacing)[0],
    ).toMatchObject({ title: 'team', change: 'kept', rows_before: 4, rows_after: 1 });
  });

  it('matches a workbook’s sheets by the titles its author gave them', () => {
    const orders = [{ title: 'Orders' }];
    expect(replacingSheets([{ title: 'Products' }], { sheets: orders })).toEqual(orders);
    const after = [{ title: 'People' }, { title: 'Shifts' }];
    expect(
      replacingSheets([{ title: 'Staff' }], { sheets: after, titledByFileName: true }),
    ).toEqual(after);
  });
});
