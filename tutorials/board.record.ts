import { expect, test, type Page } from '@playwright/test';
import { BOARD_TUTORIALS } from '../apps/web/src/features/editor/tutorials/tutorials.js';
import { addBoardBlock } from '../e2e/support/api-setup.js';
import { boardOpenInItsEditor } from '../e2e/support/board-scenes.js';
import { uniqueId } from '../e2e/support/factories.js';
import {
  TutorialRecorder,
  addListBlock,
  clickSlowly,
  showPointer,
  typeSlowly,
} from './recorder.js';

const tutorial = (name: string) => BOARD_TUTORIALS.find((candidate) => candidate.name === name)!;

const PRODUCTS = [
  ['Product', 'Category', 'Price', 'Stock'],
  ['Linen shirt', 'Clothing', '48', '120'],
  ['Canvas tote', 'Bags', '22', '340'],
  ['Wool scarf', 'Accessories', '35', '85'],
  ['Leather belt', 'Accessories', '40', '64'],
  ['Denim jacket', 'Clothing', '95', '42'],
] as const;

/** A board of products with a table on it, open in its editor. */
async function productsBoard(page: Page) {
  await showPointer(page);
  const { board, sheetTitle } = await boardOpenInItsEditor(page, `Shop ${uniqueId()}`, PRODUCTS);
  await addBoardBlock(page.request, {
    boardId: board.id,
    type: 'table',
    settings: { title: 'Products', sheet_title: sheetTitle },
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  return board;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Board editor' });

test('Board Settings', async ({ page }) => {
  await productsBoard(page);
  const video = await TutorialRecorder.start(page, tutorial('Board Settings'));
  await video.step(0);
  await clickSlowly(page, sidebar(page).getByRole('button', { name: 'Board Settings' }));
  const panel = page.getByRole('complementary', { name: 'Board Settings' });
  await video.step(1);
  await typeSlowly(page, panel.getByLabel('Title', { exact: true }), 'Spring collection');
  await typeSlowly(page, panel.getByLabel('Hero text'), 'Our best sellers this season');
  await video.step(2);
  await typeSlowly(page, panel.getByLabel('Sections (comma separated)'), 'Clothing, Accessories');
  await video.step(3);
  await clickSlowly(page, panel.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('tab', { name: 'Clothing' })).toBeVisible();
  await video.stop();
});

test('Add Block', async ({ page }) => {
  await productsBoard(page);
  const video = await TutorialRecorder.start(page, tutorial('Add Block'));
  await addListBlock(page, video, sidebar(page), 'Best sellers');
  // Moved before the table by its handle.
  const list = page.locator('[data-block-id]').filter({ hasText: 'Best sellers' });
  const table = page.locator('[data-block-id]').filter({ hasText: 'Products' }).first();
  await list.scrollIntoViewIfNeeded();
  const handle = await page.locator('[data-drag-handle="Best sellers"]').boundingBox();
  const tableBox = await table.boundingBox();
  if (handle && tableBox) {
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2, { steps: 15 });
    await page
      .locator('[data-drag-handle="Best sellers"]')
      .dragTo(table, { targetPosition: { x: 20, y: 40 } });
  }
  await page.waitForTimeout(1200);
  await video.stop();
});

test('Publish to MarketPlace', async ({ page }) => {
  const board = await productsBoard(page);
  const video = await TutorialRecorder.start(page, tutorial('Publish to MarketPlace'));
  await video.step(0);
  await clickSlowly(page, page.getByRole('button', { name: 'Publish Board' }));
  const popup = page.getByRole('dialog', { name: 'Publish Board' });
  await video.step(1);
  await clickSlowly(page, popup.getByRole('checkbox'));
  await expect(popup.getByText('The board is live. Share its address:')).toBeVisible();
  await video.step(2);
  await clickSlowly(page, popup.getByLabel('Board address'));
  await popup.getByLabel('Board address').selectText();
  await expect(popup.getByLabel('Board address')).toHaveValue(new RegExp(`/${board.slug}$`));
  await video.stop();
});
