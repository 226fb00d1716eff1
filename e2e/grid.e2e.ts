import { expect, test } from '@playwright/test';
import { GRID_FIELDS } from './pages/block-editor.js';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/** 30 members: more than a page of cards (10), so the grid pages on the server. */
const MEMBERS = Array.from({ length: 30 }, (_, i) => [
  `Member ${String(i + 1).padStart(2, '0')}`,
  i === 0 ? '<script>window.__ran = true</script>' : `Role ${i + 1}`,
  i === 1 ? 'javascript:alert(1)' : `https://example.com/members/${i + 1}`,
]);

test.describe('grid block', () => {
  test('an owner lays rows out as cards; a visitor pages, searches and sorts them', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(page, `Team ${uniqueId()}`, [
        ['Name', 'Role', 'Profile'],
        ...MEMBERS,
      ]);

      const gridSettings = await editor.blocks.newBlock('Grid');
      await gridSettings.choose('Sheet', sheetTitle);
      const name = await gridSettings.listItem(GRID_FIELDS, 1);
      await name.getByLabel('Column', { exact: true }).selectOption({ label: 'Name' });
      await name.getByLabel('Font style', { exact: true }).selectOption({ label: 'bold' });
      const role = await gridSettings.listItem(GRID_FIELDS, 2);
      await role.getByLabel('Column', { exact: true }).selectOption({ label: 'Role' });
      const profile = await gridSettings.listItem(GRID_FIELDS, 3);
      await profile.getByLabel('Column', { exact: true }).selectOption({ label: 'Profile' });
      await profile.getByLabel('Type', { exact: true }).selectOption({ label: 'button' });
      await expect(profile.getByLabel('Button text', { exact: true })).toHaveValue('View');
      await profile.getByLabel('Round button', { exact: true }).check();
      await gridSettings.choose('Columns', '3');
      await gridSettings.fill('Title', 'Our team');
      await gridSettings.addBlock();
      const ownerGrid = page.getByRole('region', { name: 'Our team' });
      await expect(ownerGrid.getByRole('listitem')).toHaveCount(10);

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const grid = visitor.getByRole('region', { name: 'Our team' });
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(10);
      await expect(grid.getByText('Page 1 of 3')).toBeVisible();
      // Three cards a row on a wide screen.
      const [first, second, fourth] = await Promise.all(
        [0, 1, 3].map(async (index) => (await cards.nth(index).boundingBox())!),
      );
      expect(second!.y).toBe(first!.y);
      expect(fourth!.y).toBeGreaterThan(first!.y);
      // A cell holding a script is text; a javascript: address gets no button.
      await expect(cards.nth(0)).toContainText('<script>window.__ran = true</script>');
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
      await expect(cards.nth(1).getByRole('link')).toHaveCount(0);
      const view = cards.nth(2).getByRole('link', { name: 'View' });
      await expect(view).toHaveAttribute('href', 'https://example.com/members/3');
      await expect(view).toHaveAttribute('target', '_blank');

      await grid.getByRole('button', { name: 'Next' }).click();
      await expect(grid.getByText('Page 2 of 3')).toBeVisible();
      await expect(cards.first()).toContainText('Member 11');

      await grid.getByRole('searchbox', { name: 'Search' }).fill('Member 27');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Role 27');
      await grid.getByRole('searchbox', { name: 'Search' }).fill('');
      await grid.getByLabel('Sort by').selectOption({ label: 'Name (Z to A)' });
      await expect(cards.first()).toContainText('Member 30');

      // On a phone the cards stack one per row.
      await visitor.setViewportSize({ width: 375, height: 740 });
      const [top, below] = await Promise.all(
        [0, 1].map(async (index) => (await cards.nth(index).boundingBox())!),
      );
      expect(below!.y).toBeGreaterThan(top!.y);
      expect(top!.x + top!.width).toBeLessThanOrEqual(375);
    });
  });
});
