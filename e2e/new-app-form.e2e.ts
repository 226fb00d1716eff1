import { expect, test } from '@playwright/test';
import { createApp, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { appHostUrl } from './support/urls.js';

test.describe('a new multi-page app', () => {
  test('its subdomain follows its title, and what is wrong with it is said under it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const id = uniqueId();
    await signUpOwner(page.request, anOwner());
    const spreadsheet = await uploadCsv(page.request, `people-${id}.csv`, [['Name'], ['Ann']]);
    const taken = await createApp(page.request, {
      title: 'Taken',
      name: `taken-${id}`,
      spreadsheetId: spreadsheet.id,
    });

    await page.goto('/dashboard/new-multipage');
    const subdomain = page.getByLabel('Subdomain name');
    await page.getByLabel('App title').fill(`Shop Catalogue ${id}!`);
    await expect(subdomain).toHaveValue(`shop-catalogue-${id}`);
    await expect(page.getByText(`Your app will be at shop-catalogue-${id}.`)).toBeVisible();
    // The workspace's only spreadsheet is already chosen.
    await expect(page.getByLabel('Spreadsheet')).toHaveValue(spreadsheet.id);

    // Not a subdomain: said under the field, and nothing is sent.
    await subdomain.fill('Shop Catalogue!');
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect(subdomain).toHaveAttribute('aria-invalid', 'true');
    await expect(subdomain).toHaveAccessibleDescription(
      /^Use lowercase letters, digits and hyphens \(a valid subdomain\)\./,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Taken: the server's answer, under the field too; typing clears it.
    await subdomain.fill(taken.name);
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect(subdomain).toHaveAccessibleDescription(/^This app name is already taken\./);
    await subdomain.fill(`shop-${id}`);
    await expect(subdomain).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect(page).toHaveURL(new RegExp(`^${appHostUrl(`shop-${id}`).replaceAll('.', '\\.')}`));
  });
});
