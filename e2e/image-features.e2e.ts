import { expect, test } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

const FEATURES = { add: 'Add feature', item: 'Feature' };

test.describe('image grid and image accordion blocks', () => {
  test('an owner sets up an accordion; a visitor opens one feature at a time', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `About ${uniqueId()}`);
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'ImageGrid',
        settings: {
          title: 'What you get',
          paragraph: 'Everything a small shop needs.',
          features: [
            { iconType: 'text', icon: '1', title: 'Stock', description: 'Always counted' },
            { iconType: 'text', icon: '2', title: 'Orders', description: 'Never lost' },
          ],
        },
      });
      await page.reload();
      await editor.expectLoaded();

      const accordion = await editor.blocks.newBlock('Image accordion');
      await accordion.fill('Paragraph', 'Questions we hear most.');
      const first = await accordion.listItem(FEATURES, 1);
      await first.getByLabel('Feature title', { exact: true }).fill('Is it free?');
      await first.getByLabel('Description', { exact: true }).fill('Yes, for one app.');
      const second = await accordion.listItem(FEATURES, 2);
      await second.getByLabel('Feature title', { exact: true }).fill('Can I export?');
      await second.getByLabel('Description', { exact: true }).fill('Any time, as CSV.');
      await accordion.fill('Learn More link', 'faq');
      await accordion.fill('Title', 'FAQ');
      await accordion.addBlock();
      await expect(page.getByRole('region', { name: 'FAQ' })).toBeVisible();

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);

      const grid = visitor.getByRole('region', { name: 'What you get' });
      await expect(grid.getByText('Everything a small shop needs.')).toBeVisible();
      await expect(grid.getByRole('listitem')).toHaveText([
        '1StockAlways counted',
        '2OrdersNever lost',
      ]);

      const faq = visitor.getByRole('region', { name: 'FAQ' });
      await expect(faq.getByText('Yes, for one app.')).toBeVisible();
      await expect(faq.getByText('Any time, as CSV.')).toBeHidden();
      await faq.getByText('Can I export?').click();
      await expect(faq.getByText('Any time, as CSV.')).toBeVisible();
      await expect(faq.getByText('Yes, for one app.')).toBeHidden();
      await expect(faq.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/faq');
    });
  });
});
