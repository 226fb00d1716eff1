import { expect, test } from '@playwright/test';
import { addBoardBlock } from './support/api-setup.js';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

test.describe('editing history', () => {
  test('a saved block’s changes save as they are made, undo and redo, and Cancel puts it back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { board, sheetTitle } = await boardOpenInItsEditor(page, `Team ${uniqueId()}`, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);
    await addBoardBlock(page.request, {
      boardId: board.id,
      type: 'list',
      settings: { title: 'People', sheet_title: sheetTitle },
    });
    await page.reload();
    await page.getByRole('button', { name: 'Edit People' }).click();
    const panel = page.getByRole('complementary', { name: 'List block settings' });
    const status = panel.getByRole('status');
    await expect(status).toHaveText('All changes saved');
    const title = panel.getByLabel('Title', { exact: true });

    // Typed, then saved a moment later without pressing Save; a reload shows it.
    await title.fill('Our team');
    await expect(status).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Our team' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Our team' }).click();
    await title.fill('Crew');
    await expect(page.getByRole('region', { name: 'Crew' })).toBeVisible();
    // Undo with the button and the keyboard; redo brings it back.
    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect(title).toHaveValue('Our team');
    await panel.getByRole('button', { name: 'Redo' }).click();
    await expect(title).toHaveValue('Crew');
    await title.press('ControlOrMeta+z');
    await expect(title).toHaveValue('Our team');
    await title.press('ControlOrMeta+Shift+z');
    await expect(title).toHaveValue('Crew');
    await expect(status).toHaveText('All changes saved');

    // Cancel stores the block as it was when its panel opened.
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Our team' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Our team' })).toBeVisible();
  });

  test('leaving with a block not added yet asks first', async ({ page }) => {
    test.setTimeout(60_000);
    const { editor } = await boardOpenInItsEditor(page, `Draft ${uniqueId()}`);
    const block = await editor.blocks.newBlock('Markdown');
    await block.fill('Title', 'Draft notes');
    // Closing the tab asks first (the browser's own question); staying keeps the draft.
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await dialog;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(
      page.getByRole('complementary', { name: 'Markdown block settings' }),
    ).toBeVisible();
  });

  test('deleting and moving blocks can be undone and redone from the top bar and the keyboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { board, sheetTitle } = await boardOpenInItsEditor(page, `Board ${uniqueId()}`, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);
    for (const title of ['First', 'Second'])
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'list',
        settings: { title, sheet_title: sheetTitle },
      });
    await page.reload();
    const titles = page.locator('[data-block-id]').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['First', 'Second']);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toBeDisabled();

    // Delete the first block, then bring it back where it was, with its settings.
    await page.getByRole('button', { name: 'Edit First' }).click();
    await page.getByRole('button', { name: 'Delete block' }).click();
    await page.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(titles).toHaveText(['Second']);
    await undo.click();
    await expect(titles).toHaveText(['First', 'Second']);
    await redo.click();
    await expect(titles).toHaveText(['Second']);
    await undo.click();
    await expect(titles).toHaveText(['First', 'Second']);

    // Move, then undo and redo with the keyboard; the order is the server's after a reload.
    await page.getByRole('button', { name: 'Move Second up' }).click();
    await expect(titles).toHaveText(['Second', 'First']);
    await page.locator('body').press('ControlOrMeta+z');
    await expect(titles).toHaveText(['First', 'Second']);
    await page.locator('body').press('ControlOrMeta+Shift+z');
    await expect(titles).toHaveText(['Second', 'First']);
    await page.reload();
    await expect(titles).toHaveText(['Second', 'First']);

    // A settings edit is one step too, once its panel is closed.
    await page.getByRole('button', { name: 'Edit First' }).click();
    const panel = page.getByRole('complementary', { name: 'List block settings' });
    await panel.getByLabel('Title', { exact: true }).fill('Renamed');
    await expect(panel.getByRole('status')).toHaveText('All changes saved');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(titles).toHaveText(['Second', 'Renamed']);
    await undo.click();
    await expect(titles).toHaveText(['Second', 'First']);
  });
});
