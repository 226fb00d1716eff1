import { expect, test } from '@playwright/test';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/** Shops at addresses the e2e server's stand-in geocoder knows (libs/testing FAKE_PLACES), and one it does not. */
const SHOPS = [
  ['Name', 'About', 'Address', 'Photo'],
  ['Opera', 'Opera house shop', 'Operagata 1, Oslo', ''],
  ['Street', 'Main street kiosk', 'Karl Johans gate 1, Oslo', ''],
  ['<img src=x onerror="window.__ran = true">', 'Hostile name', 'Karl Johans gate 1, Oslo', ''],
  ['Atlantis', 'Lost at sea', 'Atlantis 9', ''],
];

test.describe('map block', () => {
  test('an owner maps a sheet’s addresses; a visitor sees them placed and listed', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Shops ${uniqueId()}`,
        SHOPS,
      );
      const settings = await editor.blocks.newBlock('Map');
      await settings.choose('Sheet', sheetTitle);
      await settings.choose('Address column', 'Address');
      await settings.choose('Title column', 'Name');
      await settings.choose('Description column', 'About');
      await settings.choose('Image column', 'Photo');
      await settings.fill('Title', 'Our shops');
      await settings.addBlock();
      await expect(page.getByRole('region', { name: 'Map of Our shops' })).toBeVisible();
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const block = visitor.getByRole('region', { name: 'Our shops', exact: true });
      const places = block.getByRole('list', { name: 'Places' });
      await expect(places.getByRole('listitem')).toHaveCount(4);
      const map = block.getByRole('region', { name: 'Map of Our shops' });
      // Three rows placed (two at the same address); Atlantis is listed, not placed.
      await expect(map.locator('path.leaflet-interactive')).toHaveCount(3);
      await expect(places.getByRole('button', { name: /Show .* on the map/ })).toHaveCount(3);
      await expect(
        places.getByRole('listitem').filter({ hasText: 'Atlantis' }).getByRole('button'),
      ).toHaveCount(0);
      // The tiles come from the configured tile server.
      await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute(
        'src',
        /\/tiles\/\d+\/\d+\/\d+\.png$/,
      );

      await places.getByRole('button', { name: 'Show Opera on the map' }).click();
      const popup = map.locator('.leaflet-popup');
      await expect(popup).toContainText('Opera house shop');
      await expect(popup).toContainText('Operagata 1, Oslo');

      await expect(places).toContainText('<img src=x onerror="window.__ran = true">');
      // A marker's tooltip shows its title as text too (the hostile row's marker is drawn last).
      await map.locator('path.leaflet-interactive').nth(2).hover({ force: true });
      const tooltip = map.locator('.leaflet-tooltip');
      await expect(tooltip).toHaveText('<img src=x onerror="window.__ran = true">');
      await expect(tooltip.locator('img')).toHaveCount(0);
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
    });
  });
});
