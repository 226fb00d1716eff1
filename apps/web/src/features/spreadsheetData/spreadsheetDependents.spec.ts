import { describe, expect, it } from '@jest/globals';
import { spreadsheetDeleteWarning, spreadsheetDependents } from './spreadsheetDependents.js';

describe('spreadsheetDependents', () => {
  const boards = [
    { name: 'Stock', spreadsheetId: 's1' },
    { name: 'Team', spreadsheetId: 's2' },
    { name: 'Orphan', spreadsheetId: null },
  ];
  const apps = [{ title: 'Shop', spreadsheetId: 's1' }];

  it('lists the boards, then the apps, built on the spreadsheet', () => {
    expect(spreadsheetDependents('s1', boards, apps)).toEqual([
      { kind: 'board', name: 'Stock' },
      { kind: 'app', name: 'Shop' },
    ]);
    expect(spreadsheetDependents('s3', boards, apps)).toEqual([]);
  });

  it('says what deleting takes with it and leaves without data', () => {
    expect(spreadsheetDeleteWarning([])).toBe(
      'Its sheets and rows go with it. No board or app uses it.',
    );
    expect(spreadsheetDeleteWarning(spreadsheetDependents('s1', boards, apps))).toBe(
      'Its sheets and rows go with it. These are left without data: Stock (board), Shop (app).',
    );
  });
});
