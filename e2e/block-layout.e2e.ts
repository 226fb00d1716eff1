import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import {
  addBoardBlock,
  addPageBlock,
  appEditorUrl,
  appPages,
  createApp,
  firstSheetTitle,
  publishBoard,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { anOwner, uniqueId } from './support/factories.js';

/** A block's place on the canvas, found by its title. */
const placeOf = (page: Page, title: string): Locator =>
  page
    .locator('[data-block-id]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** How much of the grid's width a block's place takes, 0 to 1. */
async function shareOfRow(place: Locator): Promise<number> {
  return place.evaluate((element) => {
    const grid = element.parentElement as HTMLElement;
    return element.getBoundingClientRect().width / grid.getBoundingClientRect().width;
  });
}

test.describe('block layout', () => {
  test('blocks are moved by drag and drop, resized on the 12-column grid, dropped on a section, and fit a phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { board, sheetTitle } = await boardOpenInItsEditor(page, `Layout ${uniqueId()}`, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);
    for (const title of ['First', 'Second', 'Third'])
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'list',
        settings: { title, sheet_title: sheetTitle },
      });
    await page.reload();
    const titles = page.locator('[data-block-id]').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['First', 'Second', 'Third']);

    // Dragged by its handle and dropped on the left half of First: Third goes first.
    await page
      .locator('[data-drag-handle="Third"]')
      .dragTo(placeOf(page, 'First'), { targetPosition: { x: 12, y: 60 } });
    await expect(titles).toHaveText(['Third', 'First', 'Second']);
    await page.reload();
    await expect(titles).toHaveText(['Third', 'First', 'Second']);

    // Half the row by default; the arrow keys widen it column by column, stored once they pause.
    const firstWidth = page.getByRole('slider', { name: 'Width of First' });
    await expect(firstWidth).toHaveAttribute('aria-valuenow', '6');
    expect(await shareOfRow(placeOf(page, 'First'))).toBeCloseTo(0.5, 1);
    await firstWidth.focus();
    await firstWidth.press('ArrowRight');
    await firstWidth.press('ArrowRight');
    await expect(firstWidth).toHaveAttribute('aria-valuetext', '8 of 12 columns (two thirds)');
    expect(await shareOfRow(placeOf(page, 'First'))).toBeCloseTo(0.66, 1);
    // Busy until the keys pause and the width is stored.
    await expect(firstWidth).toHaveAttribute('aria-busy', 'true');
    await expect(firstWidth).not.toHaveAttribute('aria-busy');
    await page.reload();
    await expect(firstWidth).toHaveAttribute('aria-valuenow', '8');
    expect(await shareOfRow(placeOf(page, 'First'))).toBeCloseTo(0.66, 1);

    // Dragged with the pointer to the far left: never narrower than a list may be (3 columns).
    const secondWidth = page.getByRole('slider', { name: 'Width of Second' });
    await placeOf(page, 'Second').scrollIntoViewIfNeeded();
    const handle = await secondWidth.boundingBox();
    const secondBox = await placeOf(page, 'Second').boundingBox();
    if (!handle || !secondBox) throw new Error('The Second block is not drawn.');
    // The handle is the whole right edge below the tools: taken near its top, which is in view.
    const grabY = handle.y + 24;
    await page.mouse.move(handle.x + handle.width / 2, grabY);
    await page.mouse.down();
    await page.mouse.move(secondBox.x + 20, grabY, { steps: 8 });
    await page.mouse.up();
    await expect(secondWidth).toHaveAttribute('aria-valuenow', '3');
    expect(await shareOfRow(placeOf(page, 'Second'))).toBeCloseTo(0.25, 1);

    // A resize is a step of the editor's history; the width is the server's after a reload.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(secondWidth).toHaveAttribute('aria-valuenow', '6');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(secondWidth).toHaveAttribute('aria-valuenow', '3');
    await page.reload();
    await expect(secondWidth).toHaveAttribute('aria-valuenow', '3');
    expect(await shareOfRow(placeOf(page, 'Second'))).toBeCloseTo(0.25, 1);

    // The Width setting in the block's panel says the same and changes it too.
    await page.getByRole('button', { name: 'Edit Second' }).click();
    const panel = page.getByRole('complementary', { name: 'List block settings' });
    const width = panel.getByLabel('Width', { exact: true });
    await expect(width).toHaveValue('3');
    await width.selectOption('4');
    await expect(panel.getByRole('status')).toHaveText('All changes saved');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('slider', { name: 'Width of Second' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );

    // Dropped on a section's tab, a block joins that section.
    const sections = await page.request.put(`/api/boards/${board.id}`, {
      data: { sections: 'Team, Stock' },
    });
    expect(sections.status(), await sections.text()).toBe(200);
    await page.reload();
    await page
      .locator('[data-drag-handle="Third"]')
      .dragTo(page.getByRole('tab', { name: 'Stock' }));
    await expect(titles).toHaveText(['First', 'Second']);
    await page.getByRole('tab', { name: 'Stock' }).click();
    await expect(titles).toHaveText(['Third']);

    // On a phone the published board shows every block across the screen, with nothing wider.
    await publishBoard(page.request, board.id);
    const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    try {
      const phone = await visitor.newPage();
      await phone.goto(`/${board.slug}`);
      await expect(placeOf(phone, 'Third')).toBeVisible();
      expect(await shareOfRow(placeOf(phone, 'Third'))).toBeCloseTo(1, 2);
      await phone.getByRole('tab', { name: 'un-categorized' }).click();
      await expect(placeOf(phone, 'First')).toBeVisible();
      expect(await shareOfRow(placeOf(phone, 'First'))).toBeCloseTo(1, 2);
      expect(await shareOfRow(placeOf(phone, 'Second'))).toBeCloseTo(1, 2);
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await visitor.close();
    }
  });

  test('on an app page, blocks move between the header and the footer, which stay in place at full width', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Crew ${id}.csv`, [['Name'], ['Ann']]);
    const app = await createApp(page.request, {
      title: 'Crew',
      name: `crew-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    const [home] = await appPages(page.request, app.id);
    const sheetTitle = await firstSheetTitle(page.request, spreadsheet.id);
    for (const title of ['Alpha', 'Beta'])
      await addPageBlock(page.request, {
        pageId: home!.id,
        type: 'list',
        settings: { title, sheet_title: sheetTitle },
      });
    await page.goto(await appEditorUrl(page.request, app.id));
    await new AppEditorPage(page).expectEditing('Crew');
    const places = page.locator('[data-block-id]');
    await expect(placeOf(page, 'Beta')).toBeVisible();
    const order = () =>
      places.evaluateAll((elements) =>
        elements.map(
          (element) =>
            element.querySelector('h2')?.textContent ??
            element.querySelector('[role="toolbar"]')?.getAttribute('aria-label'),
        ),
      );
    const before = await order();
    expect(before[0]).toBe('Header tools');
    expect(before.at(-1)).toBe('Footer tools');

    // Beta dropped on Alpha's left half goes before it; the header and footer keep their places.
    await page
      .locator('[data-drag-handle="Beta"]')
      .dragTo(placeOf(page, 'Alpha'), { targetPosition: { x: 12, y: 60 } });
    const moved = before.filter((name) => name !== 'Beta');
    moved.splice(moved.indexOf('Alpha'), 0, 'Beta');
    await expect.poll(order).toEqual(moved);
    await page.reload();
    await expect.poll(order).toEqual(moved);

    // The header and footer can be neither dragged nor resized.
    await expect(page.locator('[data-drag-handle="Header"]')).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Width of Header' })).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Width of Footer' })).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Width of Alpha' })).toBeVisible();
  });
});
