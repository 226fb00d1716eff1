import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PublishingControls } from './pages/publishing.page.js';
import {
  addPageBlock,
  appEditorUrl,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { watchHydrationErrors } from './support/hydration.js';
import { linkInLastEmailTo } from './support/mailbox.js';
import { appHostUrl } from './support/urls.js';

const tasks = [
  ['Task', 'Status'],
  ['Write spec', 'Open'],
  ['Ship', 'Open'],
];

const rowOf = (table: Locator, task: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: task }) });

/** A fresh browser (no cookies) in which an app user follows their e-mailed link. */
async function setPasswordFromEmail(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await linkInLastEmailTo(email));
  const form = page.getByRole('region', { name: 'Set your password' });
  await form.getByLabel('New password').fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Set password' }).click();
  // Signed in and sent home: the app-user bar offers Sign out.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return { context, page };
}

test('an owner publishes an app with password sign-in; Read and Read-Write users get what their permission allows; a private app denies guests', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  const id = uniqueId();
  const appName = `tasks-${id}`;
  const reader = {
    name: 'Rita Reader',
    email: `rita-${id}@example.com`,
    password: `rita-${id}-pw`,
  };
  const writer = { name: 'Wes Writer', email: `wes-${id}@example.com`, password: `wes-${id}-pw` };
  const contexts = [] as Awaited<ReturnType<Browser['newContext']>>[];
  try {
    await signUpOwner(api, anOwner());
    const spreadsheet = await uploadCsv(api, `Tasks ${id}.csv`, tasks);
    const app = await createApp(api, {
      title: 'Team tasks',
      name: appName,
      spreadsheetId: spreadsheet.id,
    });
    const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
    const home = (await appPages(api, app.id)).find((page) => page.page_type === 'home')!;
    const tableBlockId = await addPageBlock(api, {
      pageId: home.id,
      type: 'table',
      settings: {
        sheet_title: sheetTitle,
        title: 'Tasks',
        axis: [{ column: 'Task' }, { column: 'Status', editable: 'Everyone' }],
      },
    });

    const owner = await browser.newContext();
    contexts.push(owner);
    const editor = await owner.newPage();
    await editor.goto(await appEditorUrl(api, app.id));
    await expect(editor.getByRole('navigation', { name: 'App editor' })).toBeVisible();
    const publishing = new PublishingControls(editor);

    await test.step('publish with password sign-in and add a Read and a Read-Write user', async () => {
      await publishing.publish('Use password set by user');
      const users = await publishing.openUsers();
      await expect(users.getByText('No users found.')).toBeVisible();
      await publishing.addUser(users, { ...reader, permission: 'Read' });
      await publishing.addUser(users, { ...writer, permission: 'Read-Write' });
      await expect(users.getByRole('row').filter({ hasText: reader.email })).toContainText('Read');
      await expect(users.getByRole('row').filter({ hasText: writer.email })).toContainText(
        'Read-Write',
      );
      await users.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('a guest is sent to the sign-in page', async () => {
      const guest = await browser.newContext();
      contexts.push(guest);
      const page = await guest.newPage();
      await page.goto(appHostUrl(appName, '/'));
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tasks' })).toHaveCount(0);

      // The sign-in page itself is the same for every guest: drawn by the server, from the cache.
      const errors = watchHydrationErrors(page);
      const response = await page.goto(page.url());
      expect((await response?.text()) ?? '').toMatch(/<div id="root"><.*<form/s);
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    let readerPage: Page | null = null;
    await test.step('the Read user sees the rows but cannot edit a cell, nor through the API', async () => {
      const { context, page } = await setPasswordFromEmail(browser, reader.email, reader.password);
      contexts.push(context);
      readerPage = page;
      const table = page.getByRole('table', { name: 'Tasks' });
      await expect(rowOf(table, 'Ship')).toContainText('Open');
      await expect(table.getByRole('button', { name: /Edit Status/ })).toHaveCount(0);

      // Straight to the API from the user's own page (Node cannot resolve *.localhost names).
      const sheetPath = `/v3/api/page/sheet/${encodeURIComponent(sheetTitle)}`;
      const write = await page.evaluate(
        async ({ sheetPath, blockId }) => {
          const read = await fetch(`${sheetPath}?block_id=${blockId}`);
          const { rows } = (await read.json()) as { rows: Record<string, string>[] };
          const ship = rows.find((row) => row['Task'] === 'Ship')!;
          const res = await fetch(`${sheetPath}/rows/${ship['_id']}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ block_id: blockId, values: { Status: 'Done' } }),
          });
          return { status: res.status, body: (await res.json()) as { message: string } };
        },
        { sheetPath, blockId: tableBlockId },
      );
      expect(write.status).toBe(403);
      expect(write.body.message).toBe('You do not have permission to change this data.');
    });

    await test.step('the Read-Write user signs in on the sign-in page and edits a cell', async () => {
      const { context, page } = await setPasswordFromEmail(browser, writer.email, writer.password);
      contexts.push(context);
      await page.getByRole('button', { name: 'Sign out' }).click();
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await expect(signIn).toBeVisible();
      await signIn.getByLabel('Email').fill(writer.email);
      await signIn.getByLabel('Password').fill(writer.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();

      const table = page.getByRole('table', { name: 'Tasks' });
      await rowOf(table, 'Ship')
        .getByRole('button', { name: /Edit Status/ })
        .click();
      const input = rowOf(table, 'Ship').getByRole('textbox', { name: 'Status' });
      await input.fill('Done');
      await input.press('Enter');
      await expect(rowOf(table, 'Ship')).toContainText('Done');
      await page.reload();
      await expect(rowOf(page.getByRole('table', { name: 'Tasks' }), 'Ship')).toContainText('Done');
    });

    await test.step('once the app is private, an anonymous visitor gets Access Denied', async () => {
      await publishing.makePrivate();
      const guest = await browser.newContext();
      contexts.push(guest);
      const page = await guest.newPage();
      await page.goto(appHostUrl(appName, '/'));
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText('This application is private and you do not have permission to access it.'),
      ).toBeVisible();
    });

    await test.step("the signed-in Read user gets the private app's page drawn by the server, for them alone", async () => {
      const page = readerPage!;
      const errors = watchHydrationErrors(page);
      const response = await page.reload();
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<div id="root"><.*<table[^>]*aria-label="Tasks"/s);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(rowOf(page.getByRole('table', { name: 'Tasks' }), 'Ship')).toContainText('Done');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  } finally {
    for (const context of contexts) await context.close();
    await api.dispose();
  }
});
