import { expect, test } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import {
  appEditorUrl,
  createApp,
  createBoard,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { seriousViolations } from './support/axe.js';
import { anOwner, uniqueId } from './support/factories.js';
import { appHostUrl } from './support/urls.js';

// axe's script is added to each page, which the published pages' CSP would refuse.
test.use({ bypassCSP: true });

test.describe('accessibility (axe-core: no serious or critical problems)', () => {
  test('the dashboard, a spreadsheet’s rows, the board editor (both layouts) and the app editor', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Crew ${id}.csv`, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);
    const board = await createBoard(page.request, {
      name: `Rota ${id}`,
      spreadsheetId: spreadsheet.id,
    });
    const app = await createApp(page.request, {
      title: `Crew ${id}`,
      name: `crew-${id}`,
      spreadsheetId: spreadsheet.id,
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Boards' })).toBeVisible();
    expect(await seriousViolations(page), 'dashboard').toEqual([]);

    await page.goto(`/dashboard/spreadsheets/${spreadsheet.id}`);
    await expect(page.getByRole('region', { name: /^Rows of / })).toBeVisible();
    expect(await seriousViolations(page), 'spreadsheet page').toEqual([]);

    await page.goto(`/${board.slug}`);
    await expect(page.getByRole('navigation', { name: 'Board editor' })).toBeVisible();
    expect(await seriousViolations(page), 'board editor').toEqual([]);

    await page.goto(`/boardWorkspace?board=${board.slug}`);
    await expect(page.getByRole('navigation', { name: 'Board editor' })).toBeVisible();
    expect(await seriousViolations(page), 'board editor, Old board layout').toEqual([]);

    await page.goto(await appEditorUrl(page.request, app.id));
    await new AppEditorPage(page).expectEditing(`Crew ${id}`);
    expect(await seriousViolations(page), 'app editor').toEqual([]);
  });

  test('a published app page, on a computer and on a phone', async ({ page }) => {
    await page.goto(appHostUrl('demo', '/'));
    await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
    expect(await seriousViolations(page), 'published page').toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page), 'published page, phone menu open').toEqual([]);
  });
});
