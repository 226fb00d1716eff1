import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  addBoardBlock,
  createBoardOnRows,
  publishBoard,
  signUpOwner,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

test.describe('CSV download', () => {
  test("a visitor downloads a table's rows as searched, every page, with formulas kept as text", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL, acceptDownloads: true });
    try {
      await signUpOwner(api, anOwner());
      const people = Array.from({ length: 12 }, (_, i) => [
        `Person ${i + 1}`,
        i % 2 === 0 ? 'Oslo' : 'Lyon',
      ]);
      const { board, sheetTitle } = await createBoardOnRows(api, `People ${uniqueId()}`, [
        ['Name', 'City', 'Notes'],
        ...people.map(([name, city]) => [name!, city!, 'note']),
        ['=HYPERLINK("http://evil.example")', 'Oslo', 'note'],
      ]);
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'People',
          csv_download: true,
          rows_per_page: 5,
          show_search: true,
          axis: [{ column: 'Name' }, { column: 'City' }, { column: 'Notes', hidden: true }],
        },
      });
      await publishBoard(api, board.id);

      const page = await guestContext.newPage();
      await page.goto(`/${board.slug}`);
      const table = page.getByRole('table', { name: 'People' });
      await expect(table.getByRole('row')).toHaveCount(6);
      await page
        .getByRole('region', { name: 'People' })
        .getByRole('searchbox', { name: 'Search', exact: true })
        .fill('oslo');
      await expect(table.getByRole('cell', { name: 'Person 2', exact: true })).toHaveCount(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      const oslo = people.filter(([, city]) => city === 'Oslo').map(([name]) => `"${name}","Oslo"`);
      expect(csv).toBe(
        `\uFEFF${['"Name","City"', ...oslo, `"'=HYPERLINK(""http://evil.example"")","Oslo"`].join('\r\n')}\r\n`,
      );
      expect(download.suggestedFilename()).toMatch(/^People .+\.csv$/);
      // The page stays where it was.
      await expect(table).toBeVisible();
    } finally {
      await api.dispose();
      await guestContext.close();
    }
  });
});
