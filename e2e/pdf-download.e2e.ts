import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  addBoardBlock,
  createBoardOnRows,
  publishBoard,
  signUpOwner,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { downloadedPdfPages } from './support/pdf.js';

test.describe('PDF downloads', () => {
  test("a visitor downloads a table's rows, one row through its Download pdf button, and a chart", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL, acceptDownloads: true });
    try {
      await signUpOwner(api, anOwner());
      const { board, sheetTitle } = await createBoardOnRows(api, `Orders ${uniqueId()}`, [
        ['Order', 'Customer', 'Total'],
        ['A-1', 'Zoë Жуков', '12.50'],
        ['A-2', '<script>alert(1)</script>', '7'],
      ]);
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Orders',
          pdf_download: true,
          axis: [{ column: 'Order' }, { column: 'Customer' }],
          actions: [
            {
              type: 'Download pdf',
              title: 'Invoice',
              pdf_template: '# Invoice [Order]\n\nFor [Customer]\nTotal: [Total] EUR',
              success_message: 'Your invoice is ready.',
            },
          ],
        },
      });
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'chart',
        settings: {
          sheet_title: sheetTitle,
          title: 'Totals',
          pdf_download: true,
          x_axis: 'Order',
          axis: [{ column: 'Total', type: 'bar' }],
        },
      });
      await publishBoard(api, board.id);

      const page = await guestContext.newPage();
      await page.goto(`/${board.slug}`);
      const orders = page.getByRole('region', { name: 'Orders' });
      const [table] = await Promise.all([
        page.waitForEvent('download'),
        orders.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(table.suggestedFilename()).toBe('Orders.pdf');
      expect(await downloadedPdfPages(table)).toEqual([
        'Orders Order Customer A-1 Zoë Жуков A-2 <script>alert(1)</script>',
      ]);

      const row = orders.getByRole('row').filter({ hasText: 'A-1' });
      const [invoice] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Invoice' }).click(),
      ]);
      expect(invoice.suggestedFilename()).toMatch(/ A-1\.pdf$/);
      expect(await downloadedPdfPages(invoice)).toEqual([
        'Invoice A-1 For Zoë Жуков Total: 12.50 EUR',
      ]);
      await expect(orders.getByRole('status')).toContainText('Your invoice is ready.');

      // The chart's PDF holds the picture the browser drew, under the chart's title.
      const sales = page.getByRole('region', { name: 'Totals' });
      await expect(sales.getByRole('img', { name: /Totals/ })).toBeVisible();
      const [chart] = await Promise.all([
        page.waitForEvent('download'),
        sales.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(chart.suggestedFilename()).toBe('Totals.pdf');
      expect(await downloadedPdfPages(chart)).toEqual(['Totals']);
      const bytes = await readFile(await chart.path());
      expect(bytes.includes('/Subtype /Image')).toBe(true);
    } finally {
      await api.dispose();
      await guestContext.close();
    }
  });
});
