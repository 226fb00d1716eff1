import { expect, test } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import { AppViewerPage } from './pages/app-viewer.page.js';
import { CHART_SERIES, FORM_FIELDS, TABLE_COLUMNS } from './pages/block-editor.js';
import { BoardEditorPage } from './pages/board-editor.page.js';
import { DashboardPage } from './pages/dashboard.page.js';
import { NewMultipagePage } from './pages/new-multipage.page.js';
import { SignUpPage } from './pages/sign-up.page.js';
import { anOwner, demoWorkbookName, demoWorkbookPath, uniqueId } from './support/factories.js';
import { expectOneTraceWith, tracesUrl } from './support/traces.js';
import { appHostUrl } from './support/urls.js';

// The first path through the product, end to end: an owner builds, a guest uses what was built.
test('a new owner builds a board and an app from the demo workbook, and a guest adds a row through the app', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const id = uniqueId();
  const owner = anOwner();

  await test.step('sign up', async () => {
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(owner);
  });

  const dashboard = new DashboardPage(page);
  await test.step('upload the demo workbook', async () => {
    await dashboard.uploadSpreadsheet(demoWorkbookPath, demoWorkbookName);
  });

  await test.step('build a board with a table and a chart', async () => {
    await dashboard.createBoard(`Inventory ${id}`, demoWorkbookName);
    const board = new BoardEditorPage(page);
    await board.expectLoaded();

    const table = await board.blocks.newBlock('Table');
    // A new table starts on the sheet's columns, each shown as what it holds.
    await table.choose('Sheet', 'Products');
    await expect(
      (await table.listItem(TABLE_COLUMNS, 3)).getByLabel('Type', { exact: true }),
    ).toHaveValue('number');
    await table.fill('Title', 'Product prices');
    await table.addBlock();
    await board.expectTable('Product prices', ['Name', 'Price']);
    // Pictures as pictures, dates as dates (the sheet writes 2024-06-24).
    const prices = page.getByRole('table', { name: 'Product prices' });
    await expect(prices.getByRole('img').first()).toBeVisible();
    await expect(prices.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const chart = await board.blocks.newBlock('Chart');
    // The new block is drawn below the table, and brought into view while its panel is filled in.
    await expect(page.locator('[data-block-id^="tmp-"]')).toBeInViewport();
    await chart.choose('Sheet', 'Products');
    await chart.choose('X axis column', 'Name');
    const series = await chart.listItem(CHART_SERIES, 1);
    await series.getByLabel('Column', { exact: true }).selectOption({ label: 'Stock' });
    await series.getByLabel('Chart type', { exact: true }).selectOption({ label: 'bar' });
    await chart.fill('Title', 'Stock by product');
    await chart.addBlock();
    await board.expectChart('Stock by product', 'bar');
  });

  const appName = `shop-${id}`;
  const appTitle = `Shop ${id}`;
  await test.step('build an app page with a form and a table, and make the app public', async () => {
    const newApp = new NewMultipagePage(page);
    await newApp.goto();
    await newApp.create({ title: appTitle, subdomain: appName, spreadsheetName: demoWorkbookName });

    const editor = new AppEditorPage(page);
    await editor.expectEditing(appTitle);

    const form = await editor.blocks.newBlock('Form');
    await form.choose('Sheet', 'Stores');
    await form.chooseColumns(FORM_FIELDS, ['Store', 'City']);
    await form.fill('Form title', 'Open a store');
    await form.addBlock();
    await expect(page.getByRole('form', { name: 'Open a store' })).toBeVisible();

    const table = await editor.blocks.newBlock('Table');
    await table.choose('Sheet', 'Stores');
    await table.chooseColumns(TABLE_COLUMNS, ['Store', 'City']);
    await table.fill('Title', 'Our stores');
    await table.addBlock();
    await expect(page.getByRole('table', { name: 'Our stores' })).toBeVisible();

    await editor.makePublic();
  });

  await test.step('a guest submits the form and sees the new row in the table', async () => {
    // A new browser context shares nothing with the owner's: no cookie, no storage.
    const guestContext = await browser.newContext();
    try {
      const guestPage = await guestContext.newPage();
      await guestPage.goto(appHostUrl(appName, '/'));
      const app = new AppViewerPage(guestPage);
      await expect(guestPage.getByRole('form', { name: 'Open a store' })).toBeVisible();
      await app.expectNoEditorChrome();

      const store = `Tessera ${id}`;
      await app.submitForm(
        'Open a store',
        { Store: store, City: 'Lisbon' },
        'Data added to the spreadsheet',
      );
      await app.expectRowInTable('Our stores', [store, 'Lisbon']);
      if (tracesUrl) {
        // Split stack: the browser's request, the outbox, Kafka and the sheets service that
        // applied the row are one trace across the processes.
        await expectOneTraceWith([
          ['gateway', 'POST /v3/api/page/sheet/:sheetTitle/rows'],
          ['gateway', /^send .*\.sheet\.row-written$/],
          ['sheets', 'process sheet.row-written'],
          ['sheets', 'job sheets.apply-row-writes'],
        ]);
      }
    } finally {
      await guestContext.close();
    }
  });
});
