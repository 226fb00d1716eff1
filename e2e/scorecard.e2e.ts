import { expect, test } from '@playwright/test';
import { SCORECARD_FIGURES } from './pages/block-editor.js';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/** More rows than any block reads at once (1,000): the figures must count every one. */
const ORDERS = Array.from({ length: 1500 }, (_, i) => [
  `Order ${i + 1}`,
  '10',
  i === 1499 ? 'Shipped' : 'Open',
]);

test.describe('scorecard block', () => {
  test('an owner sets up figures over a large sheet; a visitor sees the same figures', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Sales ${uniqueId()}`,
        [['Order', 'Amount', 'Status'], ...ORDERS],
      );

      const scorecard = await editor.blocks.newBlock('Scorecard');
      await scorecard.choose('Sheet', sheetTitle);
      const revenue = await scorecard.listItem(SCORECARD_FIGURES, 1);
      await revenue.getByLabel('Column', { exact: true }).selectOption({ label: 'Amount' });
      await revenue.getByLabel('Label', { exact: true }).fill('Revenue');
      const average = await scorecard.listItem(SCORECARD_FIGURES, 2);
      await average.getByLabel('Column', { exact: true }).selectOption({ label: 'Amount' });
      await average.getByLabel('Function', { exact: true }).selectOption({ label: 'average' });
      await average.getByLabel('Symbol', { exact: true }).fill('€');
      const latest = await scorecard.listItem(SCORECARD_FIGURES, 3);
      await latest.getByLabel('Column', { exact: true }).selectOption({ label: 'Status' });
      await latest.getByLabel('Function', { exact: true }).selectOption({ label: 'last row' });
      await scorecard.fill('Title', 'This year');
      await scorecard.addBlock();

      const expectFigures = async (region: ReturnType<typeof page.getByRole>) => {
        const cards = region.getByRole('listitem');
        await expect(cards).toHaveCount(3);
        await expect(cards.nth(0)).toContainText('Revenue$15,000sum');
        await expect(cards.nth(1)).toContainText('Amount€10average');
        await expect(cards.nth(2)).toContainText('StatusShippedlast row');
      };
      await expectFigures(page.getByRole('region', { name: 'This year' }));

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      await expectFigures(visitor.getByRole('region', { name: 'This year' }));
      // On a phone the cards stack, one per row, none wider than the screen.
      await visitor.setViewportSize({ width: 375, height: 740 });
      const cards = visitor.getByRole('region', { name: 'This year' }).getByRole('listitem');
      const first = (await cards.nth(0).boundingBox())!;
      const second = (await cards.nth(1).boundingBox())!;
      expect(second.y).toBeGreaterThan(first.y);
      expect(first.x + first.width).toBeLessThanOrEqual(375);
    });
  });
});
