import { expect, test } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import { createApp, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { watchHydrationErrors } from './support/hydration.js';
import { appHostUrl } from './support/urls.js';

test.describe('a private app’s own address', () => {
  test('its owner, denied there like any guest, opens it from the dashboard, signing in first if need be', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = uniqueId();
    const owner = anOwner();
    const name = `private-${id}`;
    const setup = await browser.newContext({ baseURL });
    try {
      await signUpOwner(setup.request, owner);
      const spreadsheet = await uploadCsv(setup.request, `crew-${id}.csv`, [['Name'], ['Ann']]);
      // A new app is private.
      await createApp(setup.request, { title: `Crew ${id}`, name, spreadsheetId: spreadsheet.id });
    } finally {
      await setup.close();
    }

    // A browser that has never signed in: the owner link leads through sign-in to the editor.
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      const errors = watchHydrationErrors(page);
      await page.goto(appHostUrl(name, '/'));
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      const ownerLink = page.getByRole('link', { name: 'Open it from your dashboard' });
      await expect(ownerLink).toBeVisible();
      expect(errors).toEqual([]);
      await ownerLink.click();
      await expect(page).toHaveURL(/\/dashboard\/auth/);
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // Back on the dashboard with the link's app, whose editor opens on the app's own host.
      await expect(page).toHaveURL(new RegExp(`^${appHostUrl(name, '/').replaceAll('.', '\\.')}`));
      await new AppEditorPage(page).expectEditing(`Crew ${id}`);

      // A link to an app that is not the workspace's says so on the dashboard.
      const other = await context.newPage();
      await other.goto('/dashboard?edit_app=no-such-app');
      await expect(other.getByText('This workspace has no app named no-such-app.')).toBeVisible();
      await expect(other).toHaveURL(/\/dashboard$/);
    } finally {
      await context.close();
    }
  });
});
