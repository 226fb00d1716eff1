import { expect, test } from '@playwright/test';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

const FIELDS = { add: 'Add field', item: 'Field' };

/** Milestones out of order in the sheet: the block's sorting puts them in order. */
const MILESTONES = [
  ['2021', 'First shop opened'],
  ['2019', 'Founded in a garage'],
  ['2024', 'Tenth shop'],
  ['2022', 'Online store'],
];

test.describe('datalist block', () => {
  test('an owner puts rows on a sorted timeline; a visitor reads it in order', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Story ${uniqueId()}`,
        [['Year', 'Milestone'], ...MILESTONES],
      );

      const datalist = await editor.blocks.newBlock('Data list');
      await datalist.choose('Sheet', sheetTitle);
      const year = await datalist.listItem(FIELDS, 1);
      await year.getByLabel('Column', { exact: true }).selectOption({ label: 'Year' });
      await year.getByLabel('Font style', { exact: true }).selectOption({ label: 'bold' });
      const milestone = await datalist.listItem(FIELDS, 2);
      await milestone.getByLabel('Column', { exact: true }).selectOption({ label: 'Milestone' });
      await datalist.choose('List type', 'timeline');
      await datalist.choose('Timeline layout', 'zigzag');
      await datalist.choose('Sorting', 'Ascending');
      await datalist.fill('List title', 'How we grew');
      await datalist.fill('Title', 'Our story');
      await datalist.addBlock();
      const ownerList = page.getByRole('list', { name: 'How we grew' });
      await expect(ownerList.getByRole('listitem').first()).toContainText('2019');

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const timeline = visitor.getByRole('list', { name: 'How we grew' });
      await expect(timeline.getByRole('listitem')).toHaveText([
        /2019.*Founded in a garage/,
        /2021.*First shop opened/,
        /2022.*Online store/,
        /2024.*Tenth shop/,
      ]);
      // Zigzag: the cards alternate sides of the line.
      const [first, second] = await Promise.all(
        [0, 1].map(
          async (index) => (await timeline.locator('.ts-datalist__card').nth(index).boundingBox())!,
        ),
      );
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      // On a phone they line up on one side.
      await visitor.setViewportSize({ width: 375, height: 740 });
      const [top, below] = await Promise.all(
        [0, 1].map(
          async (index) => (await timeline.locator('.ts-datalist__card').nth(index).boundingBox())!,
        ),
      );
      expect(Math.abs(top!.x - below!.x)).toBeLessThan(2);
      expect(top!.x + top!.width).toBeLessThanOrEqual(375);
    });
  });
});
