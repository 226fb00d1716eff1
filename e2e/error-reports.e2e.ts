import { expect, test } from '@playwright/test';
import {
  addPageBlock,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { demoOwnerCredentials } from './support/mailbox.js';
import { appHostUrl } from './support/urls.js';

test.describe('browser errors', () => {
  // The service worker would fetch the chunk itself, where routes cannot refuse it.
  test.use({ serviceWorkers: 'block' });

  test('an error a visitor’s browser meets is reported to the server and listed for admins', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // An owner's published app with a table on its home page.
    const ownerApi = await playwright.request.newContext({ baseURL });
    const name = `errors-${uniqueId()}`;
    try {
      await signUpOwner(ownerApi, anOwner());
      const spreadsheet = await uploadCsv(ownerApi, `${name}.csv`, [['Name'], ['Ann']]);
      const app = await createApp(ownerApi, {
        title: 'Errors',
        name,
        spreadsheetId: spreadsheet.id,
      });
      const [home] = await appPages(ownerApi, app.id);
      await addPageBlock(ownerApi, {
        pageId: home!.id,
        type: 'table',
        settings: { title: 'People', sheet_title: await firstSheetTitle(ownerApi, spreadsheet.id) },
      });
      const published = await ownerApi.put(`/api/apps/${app.id}`, {
        data: { public: true, publishUrl: app.name, sign_in_method: 'No sign in' },
      });
      expect(published.status(), await published.text()).toBe(200);
    } finally {
      await ownerApi.dispose();
    }

    // A visitor whose browser cannot download the table's code.
    const visitor = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await visitor.newPage();
      await page.route(/\/assets\/TableBlock-[\w-]+\.js$/, (route) =>
        route.abort('connectionfailed'),
      );
      const reported = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/client-errors' &&
          response.request().method() === 'POST',
      );
      await page.goto(appHostUrl(name, '/'));
      await expect(page.getByRole('region', { name: 'table block' }).getByRole('alert')).toHaveText(
        'This block could not be loaded. Check your connection and retry.',
      );
      expect((await reported).status()).toBe(204);
    } finally {
      await visitor.close();
    }

    // An admin finds it on /admin/errors, from the admin area's home.
    const admin = await browser.newContext({ baseURL });
    try {
      const page = await admin.newPage();
      const demo = await demoOwnerCredentials();
      await page.goto('/admin-login?redirect=%2Fadmin');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password').fill(demo.password);
      await page.getByRole('button', { name: 'Sign in as admin' }).click();
      await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Open errors' }).click();
      await expect(page.getByRole('heading', { name: 'Browser errors' })).toBeVisible();
      const row = page
        .getByRole('row')
        .filter({ hasText: new URL(appHostUrl(name, '/')).toString() })
        .first();
      await expect(row).toContainText("The table block's code could not be loaded.");
      await expect(row).toContainText('Drawing');
    } finally {
      await admin.close();
    }
  });
});
