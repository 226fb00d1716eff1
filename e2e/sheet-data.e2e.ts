import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addBoardBlock,
  createBoard,
  firstSheetTitle,
  publishBoard,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { FakeGoogle } from './support/fake-google.js';

const tasks = [
  ['Task', 'Owner', 'Status'],
  ['Write spec', 'ann@example.com', 'Done'],
  ['Build cache', 'bob@example.com', 'Open'],
  ['Bench', 'ann@example.com', 'Open'],
  ['Ship', 'cat@example.com', 'Open'],
];

/** The first cell of every data row of a table, top to bottom (read at once, never waiting). */
async function firstColumn(table: Locator): Promise<string[]> {
  const cells = await table.locator('tbody > tr > td:first-child').allInnerTexts();
  return cells.map((text) => text.trim());
}

const rowOf = (table: Locator, text: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

async function expectTasks(page: Page, table: Locator, expected: string[]) {
  await expect.poll(() => firstColumn(table), { timeout: 15_000 }).toEqual(expected);
  void page;
}

test.describe('sheet data', () => {
  test('an owner edits and deletes rows, edits a cell, sorts and filters a table; a guest sees the result', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const ownerContext = await browser.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL });
    try {
      await signUpOwner(api, anOwner());
      const spreadsheet = await uploadCsv(api, `Tasks ${uniqueId()}.csv`, tasks);
      const board = await createBoard(api, {
        name: `Tasks ${uniqueId()}`,
        spreadsheetId: spreadsheet.id,
      });
      const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Tasks',
          axis: [{ column: 'Task' }, { column: 'Owner', editable: 'Admins' }, { column: 'Status' }],
          actions: [
            { type: 'Edit row', title: 'Edit' },
            { type: 'Delete row', title: 'Remove' },
          ],
          action_button_visibility: 'Admins',
        },
      });
      await publishBoard(api, board.id);
      await ownerContext.addCookies((await api.storageState()).cookies);

      const page = await ownerContext.newPage();
      await page.goto(`/${board.slug}`);
      const table = page.getByRole('table', { name: 'Tasks' });
      await expectTasks(page, table, ['Write spec', 'Build cache', 'Bench', 'Ship']);

      await test.step('edit a row through its Edit button', async () => {
        await rowOf(table, 'Bench').getByRole('button', { name: 'Edit', exact: true }).click();
        const form = page.getByRole('form', { name: 'Edit row' });
        await form.getByLabel('Status').fill('Done');
        await form.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText('Row updated.')).toBeVisible();
        await expect(rowOf(table, 'Bench').getByRole('cell', { name: 'Done' })).toBeVisible();
      });

      await test.step('edit a cell in place, then delete a row after confirming', async () => {
        await rowOf(table, 'Ship')
          .getByRole('button', { name: /Edit Owner/ })
          .click();
        const input = rowOf(table, 'Ship').getByRole('textbox', { name: 'Owner' });
        await input.fill('dan@example.com');
        await input.press('Enter');
        await expect(rowOf(table, 'Ship')).toContainText('dan@example.com');
        await rowOf(table, 'Write spec')
          .getByRole('button', { name: 'Remove', exact: true })
          .click();
        await page
          .getByRole('group', { name: 'Confirm delete' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await expectTasks(page, table, ['Build cache', 'Bench', 'Ship']);
      });

      await test.step('sort by a column and filter the rows', async () => {
        await table.getByRole('button', { name: 'Task', exact: true }).click();
        await expectTasks(page, table, ['Bench', 'Build cache', 'Ship']);
        await page.getByRole('button', { name: /^Filter/ }).click();
        const filter = page.getByRole('form', { name: 'Add a filter' });
        await filter.getByLabel('Filter column').selectOption('Status');
        await filter.getByLabel('Filter condition').selectOption({ label: 'Is equal to' });
        await filter.getByLabel('Filter value').fill('Open');
        await filter.getByRole('button', { name: 'Add filter' }).click();
        await expectTasks(page, table, ['Build cache', 'Ship']);
      });

      await test.step('a guest sees the changes, without the owner-only buttons', async () => {
        const guest = await guestContext.newPage();
        await guest.goto(`/${board.slug}`);
        const guestTable = guest.getByRole('table', { name: 'Tasks' });
        await expectTasks(guest, guestTable, ['Build cache', 'Bench', 'Ship']);
        await expect(rowOf(guestTable, 'Bench').getByRole('cell', { name: 'Done' })).toBeVisible();
        await expect(rowOf(guestTable, 'Ship')).toContainText('dan@example.com');
        await expect(guestTable.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
      });
    } finally {
      await api.dispose();
      await ownerContext.close();
      await guestContext.close();
    }
  });

  test('an owner connects Google Sheets with a service-account key and a guest adds a row that reaches Google', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const google = new FakeGoogle();
    const key = await google.serviceAccountKey(`e2e-${uniqueId()}`);
    const title = `Stock ${uniqueId()}`;
    const googleId = await google.addSpreadsheet({
      title,
      sheets: [
        {
          title: 'Items',
          values: [
            ['Item', 'Count'],
            ['Lamp', '4'],
            ['Desk', '2'],
          ],
        },
      ],
      sharedWith: [key.client_email],
    });
    const api = await playwright.request.newContext({ baseURL });
    const ownerContext = await browser.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL });
    try {
      await signUpOwner(api, anOwner());
      await ownerContext.addCookies((await api.storageState()).cookies);
      const page = await ownerContext.newPage();
      await page.goto('/dashboard');
      const area = page.getByRole('region', { name: 'Google Sheets' });

      await test.step('connect with the key, pasted into the dashboard', async () => {
        const keyForm = area.getByRole('form', { name: 'Add a service account key' });
        await keyForm.getByLabel('Service account key (JSON)').fill('{"type": "nope"}');
        await keyForm.getByRole('button', { name: 'Add service account' }).click();
        await expect(keyForm.getByRole('alert')).toContainText('not a service-account key');
        await keyForm.getByLabel('Service account key (JSON)').fill(JSON.stringify(key));
        await keyForm.getByRole('button', { name: 'Add service account' }).click();
        await expect(keyForm.getByRole('status')).toContainText(`Connected ${key.client_email}`);
        await expect(area.getByRole('list', { name: 'Google connections' })).toContainText(
          key.client_email,
        );
      });

      await test.step('add the Google spreadsheet by its link', async () => {
        const sheetForm = area.getByRole('form', { name: 'Add a Google spreadsheet' });
        await sheetForm
          .getByLabel('Google Sheets URL')
          .fill(`https://docs.google.com/spreadsheets/d/${googleId}/edit#gid=0`);
        await sheetForm.getByRole('button', { name: 'Add Google spreadsheet' }).click();
        await expect(sheetForm.getByRole('status')).toContainText(`Added ${title}`);
        const list = page.getByRole('list', { name: 'Spreadsheets' });
        await expect(list.getByText(title, { exact: true })).toBeVisible();
        await expect(list.getByText('Google Sheets', { exact: true })).toBeVisible();
      });

      const listed = (await (await api.get('/api/spreadsheets')).json()) as {
        spreadsheets: { id: string; name: string }[];
      };
      const spreadsheetId = listed.spreadsheets.find((s) => s.name === title)!.id;
      const board = await createBoard(api, { name: title, spreadsheetId });
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: { sheet_title: 'Items', title: 'Items', add_new_row: 'Everyone' },
      });
      await publishBoard(api, board.id);

      await test.step('the owner sees a change made in Google at once with Refresh data', async () => {
        await page.goto(`/${board.slug}`);
        const table = page.getByRole('table', { name: 'Items' });
        await expectTasks(page, table, ['Lamp', 'Desk']);
        const grid = await google.values(googleId, 'Items');
        await google.setValues(googleId, 'Items', [...grid, ['Chair', '9', 'chair-row']]);
        await page.getByRole('button', { name: 'Refresh data' }).click();
        await expectTasks(page, table, ['Lamp', 'Desk', 'Chair']);
        await expect(page.getByRole('button', { name: 'Refresh data' })).toBeEnabled();
      });

      await test.step('a guest reads the Google rows and adds one, which Google receives', async () => {
        const guest = await guestContext.newPage();
        await guest.goto(`/${board.slug}`);
        const table = guest.getByRole('table', { name: 'Items' });
        await expectTasks(guest, table, ['Lamp', 'Desk', 'Chair']);
        await guest.getByRole('button', { name: 'Add new' }).click();
        const form = guest.getByRole('form').filter({ has: guest.getByLabel('Item') });
        await form.getByLabel('Item').fill('=IMPORTXML("http://x","//a")');
        await form.getByLabel('Count').fill('7');
        await form.getByRole('button', { name: 'Submit' }).click();
        await expectTasks(guest, table, ['Lamp', 'Desk', 'Chair', '=IMPORTXML("http://x","//a")']);
        await expect
          .poll(async () => (await google.values(googleId, 'Items')).at(-1)?.slice(0, 2), {
            timeout: 30_000,
          })
          .toEqual(['=IMPORTXML("http://x","//a")', '7']);
      });
    } finally {
      await api.dispose();
      await ownerContext.close();
      await guestContext.close();
    }
  });
});
