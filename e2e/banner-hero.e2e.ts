import { expect, test } from '@playwright/test';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

const FEATURES = { add: 'Add feature', item: 'Feature' };

test.describe('banner hero block', () => {
  test('an owner writes a banner in HTML with features; a visitor sees it formatted and inert', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `Launch ${uniqueId()}`, [
        ['Name'],
        ['First'],
      ]);

      const banner = await editor.blocks.newBlock('Banner hero');
      await banner.fill(
        'Title',
        'Grow <em>faster</em><img src=x onerror="window.__ran = true"><script>window.__ran = true</script>',
      );
      await banner.fill('Subtitle', 'Plans from <b>$9</b> a month');
      const fast = await banner.listItem(FEATURES, 1);
      await fast.getByLabel('Icon type', { exact: true }).selectOption({ label: 'fontawesome' });
      await fast.getByLabel('Icon', { exact: true }).fill('fa-solid fa-bolt');
      await fast.getByLabel('Feature title', { exact: true }).fill('Fast');
      await fast.getByLabel('Description', { exact: true }).fill('Pages in a blink');
      const simple = await banner.listItem(FEATURES, 2);
      await simple.getByLabel('Icon', { exact: true }).fill('✓');
      await simple.getByLabel('Feature title', { exact: true }).fill('Simple');
      await banner.fill('Learn More link', 'https://example.com/tour');
      await banner.choose('Feature layout', 'list');
      await banner.addBlock();
      await expect(page.getByRole('region', { name: 'Grow faster' })).toBeVisible();

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const hero = visitor.getByRole('region', { name: 'Grow faster' });
      await expect(hero.getByRole('heading', { name: 'Grow faster' })).toBeVisible();
      await expect(hero.locator('h2 em')).toHaveText('faster');
      await expect(hero.locator('b')).toHaveText('$9');
      await expect(hero.getByRole('listitem')).toHaveText(['FastPages in a blink', '✓Simple']);
      const learnMore = hero.getByRole('link', { name: 'Learn More' });
      await expect(learnMore).toHaveAttribute('href', 'https://example.com/tour');
      await expect(learnMore).toHaveAttribute('target', '_blank');
      // The Font Awesome icon is drawn with its font, served by the app itself.
      const bolt = hero.locator('i.fa-bolt');
      await expect(bolt).toHaveCSS('font-family', /Font Awesome 7 Free/);
      await expect
        .poll(() =>
          visitor.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts].some(
              (font) => font.family.includes('Font Awesome 7 Free') && font.status === 'loaded',
            );
          }),
        )
        .toBe(true);
      // The handler and script the owner pasted were removed when saved.
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
      await expect(hero.locator('[onerror], script')).toHaveCount(0);
    });
  });
});
