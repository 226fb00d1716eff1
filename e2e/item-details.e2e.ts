import { expect, test } from '@playwright/test';
import {
  addPage,
  addPageBlock,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { withOwnerAndVisitor } from './support/board-scenes.js';
import { anOwner, uniqueId } from './support/factories.js';
import { appHostUrl } from './support/urls.js';

test.describe('item details block', () => {
  test('a visitor opens a page on a row from an item button, follows its actions, and sees the first row without a record', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const api = ownerContext.request;
      await signUpOwner(api, anOwner());
      const id = uniqueId();
      const spreadsheet = await uploadCsv(api, `Shop ${id}.csv`, [
        ['Name', 'Price', 'Link'],
        ['Oak Lamp', '12', 'https://shop.example/lamp'],
        ['Wool Rug', '30', 'https://shop.example/rug'],
      ]);
      const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
      const app = await createApp(api, {
        title: 'Shop',
        name: `shop-${id}`,
        spreadsheetId: spreadsheet.id,
      });
      const product = await addPage(api, {
        appId: app.id,
        page_name: 'Product',
        page_slug: 'product',
      });
      const reviews = await addPage(api, {
        appId: app.id,
        page_name: 'Reviews',
        page_slug: 'reviews',
      });
      await addPageBlock(api, {
        pageId: product.id,
        type: 'item details',
        settings: {
          sheet_title: sheetTitle,
          title: 'Product',
          show_photo: false,
          header_column: 'Name',
          axis: [{ column: 'Price', alignment: 'right' }],
          actions: [
            { type: 'External URL', column: 'Link', label: 'Buy' },
            { type: 'Page', Pages: 'reviews', label: 'Read reviews' },
          ],
        },
      });
      await addPageBlock(api, {
        pageId: reviews.id,
        type: 'item details',
        settings: {
          sheet_title: sheetTitle,
          title: 'Reviewing',
          show_photo: false,
          header_column: 'Name',
          axis: [{ column: 'Price' }],
        },
      });
      const home = (await appPages(api, app.id)).find((page) => page.page_type === 'home')!;
      await addPageBlock(api, {
        pageId: home.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Catalogue',
          axis: [{ column: 'Name' }, { column: 'Price' }],
          toolbar_buttons: [{ title: 'All reviews', open_page: 'reviews' }],
          item_buttons: [{ title: 'Details', open_page: 'product', open_detail_page: true }],
        },
      });
      const published = await api.patch(`/api/apps/${app.id}/settings`, { data: { public: true } });
      expect(published.status(), await published.text()).toBe(200);

      const visitor = await guestContext.newPage();
      // Without a record the page shows the first row its filters keep.
      await visitor.goto(appHostUrl(app.name, '/product'));
      await expect(
        visitor.getByRole('region', { name: 'Product' }).getByRole('heading', { name: 'Oak Lamp' }),
      ).toBeVisible();
      // A table's item button opens the product page on its row.
      await visitor.goto(appHostUrl(app.name, '/'));
      const catalogue = visitor.getByRole('region', { name: 'Catalogue' });
      await catalogue
        .getByRole('row')
        .filter({ hasText: 'Wool Rug' })
        .getByRole('link', { name: 'Details' })
        .click();
      await expect(visitor).toHaveURL(/\/product\?record=/);
      const item = visitor.getByRole('region', { name: 'Product' });
      await expect(item.getByRole('heading', { name: 'Wool Rug' })).toBeVisible();
      await expect(item.getByRole('definition')).toHaveText('30');
      await expect(item.getByRole('link', { name: 'Buy' })).toHaveAttribute(
        'href',
        'https://shop.example/rug',
      );

      await item.getByRole('link', { name: 'Read reviews' }).click();
      await expect(visitor).toHaveURL(/\/reviews\?record=/);
      const review = visitor.getByRole('region', { name: 'Reviewing' });
      await expect(review.getByRole('heading', { name: 'Wool Rug' })).toBeVisible();

      // The table's toolbar button opens a page without a record.
      await visitor.goto(appHostUrl(app.name, '/'));
      await visitor
        .getByRole('region', { name: 'Catalogue' })
        .getByRole('link', { name: 'All reviews' })
        .click();
      await expect(visitor).toHaveURL(/\/reviews$/);
      // An unknown record finds nothing, and says so.
      await visitor.goto(appHostUrl(app.name, '/product?record=nope'));
      await expect(visitor.getByRole('region', { name: 'Product' })).toContainText(
        'This item could not be found.',
      );
    });
  });
});
