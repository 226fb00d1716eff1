import { expect, test, type Page } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import {
  addBoardBlock,
  appEditorUrl,
  createApp,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { anOwner, uniqueId } from './support/factories.js';

/** How far the page reaches past the screen's right edge, in CSS pixels (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Issue 15, item 2: the editors fit a phone; their top bars scroll sideways by themselves. */
test.describe('the editors on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the board editor, in both layouts, and a block’s panel fit the screen', async ({
    page,
  }) => {
    const { board, sheetTitle, editor } = await boardOpenInItsEditor(page, `Phone ${uniqueId()}`, [
      ['Name', 'Email', 'Role', 'Started', 'Team'],
      ['Ann Example', 'ann@example.com', 'Lead', '2025-01-14', 'North'],
    ]);
    await addBoardBlock(page.request, {
      boardId: board.id,
      type: 'table',
      settings: { title: 'People', sheet_title: sheetTitle },
    });
    await page.reload();
    await editor.expectLoaded();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Publish is at the end of the top bar: reached by scrolling the bar, not the page.
    const publish = page.getByRole('banner').getByRole('button', { name: 'Publish Board' });
    await publish.scrollIntoViewIfNeeded();
    await publish.click();
    await expect(page.getByRole('dialog', { name: 'Publish Board' })).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit People' }).click();
    const panel = page.getByRole('complementary', { name: 'Table block settings' });
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await panel.getByRole('button', { name: 'Done' }).click();

    await page.goto(`/boardWorkspace?board=${board.slug}`);
    await editor.expectLoaded();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the app editor fits the screen', async ({ page }) => {
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Crew ${id}.csv`, [['Name'], ['Ann']]);
    const app = await createApp(page.request, {
      title: `Crew ${id}`,
      name: `crew-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    await page.goto(await appEditorUrl(page.request, app.id));
    await new AppEditorPage(page).expectEditing(`Crew ${id}`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Publish's menu opens on the screen, not clipped inside the scrolling top bar.
    const publish = page.getByRole('banner').getByRole('button', { name: 'Publish' });
    await publish.scrollIntoViewIfNeeded();
    await publish.click();
    const privacy = page.getByRole('menuitem', { name: 'Privacy Settings' });
    await expect(privacy).toBeInViewport({ ratio: 1 });
    await privacy.click();
    await expect(page.getByRole('dialog', { name: 'Privacy Settings' })).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
