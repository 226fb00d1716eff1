import { expect, test, type BrowserContext } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/**
 * 12 photos: more than a page of pictures (10), so the gallery pages on the server. The first
 * caption holds markup; the last row's picture is a javascript: address, never drawn.
 */
const PHOTOS = Array.from({ length: 12 }, (_, i) => [
  i === 0 ? '<img src=x onerror="window.__ran = true">' : `Photo ${i + 1}`,
  i === 11 ? 'javascript:alert(1)' : `https://img.example/photo-${i + 1}.svg`,
  `Taken on day ${i + 1}`,
]);

/** The pictures' host answers every address with a small picture (no network in tests). */
async function servePictures(context: BrowserContext) {
  await context.route('https://img.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#4f46e5"/></svg>',
    }),
  );
}

test.describe('image gallery block', () => {
  test('an owner shows a sheet’s photos; a visitor pages them and opens them in a lightbox', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      await servePictures(ownerContext);
      await servePictures(guestContext);
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Photos ${uniqueId()}`,
        [['Name', 'Photo', 'Notes'], ...PHOTOS],
      );

      const gallery = await editor.blocks.newBlock('Image gallery');
      await gallery.choose('Sheet', sheetTitle);
      await gallery.choose('Image column', 'Photo');
      await gallery.choose('Caption column', 'Name');
      await gallery.choose('Description column', 'Notes');
      await gallery.choose('Grid columns', '4');
      await gallery.fill('Title', 'Portfolio');
      await gallery.addBlock();
      const ownerGallery = page.getByRole('region', { name: 'Portfolio' });
      await expect(ownerGallery.getByRole('listitem')).toHaveCount(10);

      // A carousel of the same photos, moving on every second.
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'imageGallery',
        settings: {
          title: 'Highlights',
          sheet_title: sheetTitle,
          image_column: 'Photo',
          caption_column: 'Name',
          layout: 'carousel',
          carousel_interval: 1000,
          show_thumbnails: false,
        },
      });

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const portfolio = visitor.getByRole('region', { name: 'Portfolio' });
      const tiles = portfolio.getByRole('listitem');
      await expect(tiles).toHaveCount(10);
      await expect(portfolio.getByText('Page 1 of 2')).toBeVisible();
      // Four pictures a row on a wide screen.
      const [first, fourth, fifth] = await Promise.all(
        [0, 3, 4].map(async (index) => (await tiles.nth(index).boundingBox())!),
      );
      expect(fourth!.y).toBe(first!.y);
      expect(fifth!.y).toBeGreaterThan(first!.y);
      // A caption holding markup is text.
      await expect(tiles.first()).toContainText('<img src=x onerror="window.__ran = true">');
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

      await portfolio.getByRole('button', { name: 'Open Photo 3' }).click();
      const lightbox = visitor.getByRole('dialog', { name: 'Portfolio' });
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByText('Taken on day 3')).toBeVisible();
      await lightbox.getByRole('button', { name: 'Next' }).click();
      await expect(lightbox.getByText('Taken on day 4')).toBeVisible();
      await visitor.keyboard.press('ArrowRight');
      await expect(lightbox.getByText('Taken on day 5')).toBeVisible();
      await visitor.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();

      // The second page: the row whose picture is a javascript: address is left out.
      await portfolio.getByRole('button', { name: 'Next' }).click();
      await expect(portfolio.getByText('Page 2 of 2')).toBeVisible();
      await expect(tiles).toHaveCount(1);
      await expect(tiles.first()).toContainText('Photo 11');
      expect(await visitor.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).toBe(
        0,
      );

      // The carousel moves on by itself.
      const highlights = visitor.getByRole('region', { name: 'Highlights' });
      const current = highlights.locator('.yarl__slide_current img');
      await expect(current).toHaveAttribute('src', /^https:\/\/img\.example\/photo-\d+\.svg$/);
      const before = await current.getAttribute('src');
      await expect(current).not.toHaveAttribute('src', before!, { timeout: 5000 });
      // Its own arrows (the pages' Next is below it) move it too; each slide shows its caption.
      const shown = await current.getAttribute('src');
      await highlights.getByTitle('Next', { exact: true }).click();
      await expect(current).not.toHaveAttribute('src', shown!);
      await expect(highlights.getByRole('heading', { name: /^Photo \d+$/ }).first()).toBeVisible();

      // On a phone the grid keeps at most two pictures a row.
      await visitor.setViewportSize({ width: 375, height: 740 });
      await portfolio.getByRole('button', { name: 'Previous' }).click();
      await expect(tiles).toHaveCount(10);
      const [one, two, three] = await Promise.all(
        [0, 1, 2].map(async (index) => (await tiles.nth(index).boundingBox())!),
      );
      expect(two!.y).toBe(one!.y);
      expect(three!.y).toBeGreaterThan(one!.y);
      expect(two!.x + two!.width).toBeLessThanOrEqual(375);
    });
  });
});
