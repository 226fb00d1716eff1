import { describe, expect, it } from '@jest/globals';
import { sheetTitlesOf } from './template-sheets.js';

describe('sheetTitlesOf', () => {
  it("finds every sheet the app's blocks read, once each", () => {
    const block = (settings: Record<string, unknown>) => ({ type: 'table', position: 0, settings });
    const page = (blocks: ReturnType<typeof block>[]) => ({
      id: 'p',
      pageName: 'Home',
      pageSlug: '',
      pageType: 'home' as const,
      position: 0,
      settings: {},
      blocks,
    });
    expect(
      sheetTitlesOf({
        title: 'Shop',
        settings: {},
        pages: [
          page([block({ sheet_title: 'Orders' }), block({ title: 'No data' })]),
          page([
            block({ sheet_title: 'Orders' }),
            block({ charts: [{ sheet_title: 'Stock' }] }),
            block({ sheet_title: '' }),
          ]),
        ],
      }).sort(),
    ).toEqual(['Orders', 'Stock']);
  });
});
