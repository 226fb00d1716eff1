import { expect, test, type Page } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import { appEditorUrl, createApp, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { appHostUrl } from './support/urls.js';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('app-wide navigation', () => {
  test('a new page joins the navigation of every page, and one header edit changes them all', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Studio ${id}.csv`, [['Name'], ['Ann']]);
    const app = await createApp(page.request, {
      title: 'Studio',
      name: `studio-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    await page.goto(await appEditorUrl(page.request, app.id));
    const editor = new AppEditorPage(page);
    await editor.expectEditing('Studio');

    // Added in Pages, the page is in the header at once, without a reload.
    await page
      .getByRole('navigation', { name: 'App editor' })
      .getByRole('button', { name: 'Pages' })
      .click();
    const pages = page.getByRole('dialog', { name: 'Pages' });
    const newPage = pages.getByRole('form', { name: 'New page' });
    await newPage.getByLabel('Page name').fill('Team');
    await newPage.getByLabel('Page slug').fill('team');
    await newPage.getByRole('button', { name: 'Add Page' }).click();
    await expect(mainNavigation(page).getByRole('link')).toHaveText(['Home', 'Team']);

    // The link of the page shown is the current one.
    await pages
      .getByRole('listitem')
      .filter({ hasText: 'Team' })
      .getByRole('button', { name: 'Open' })
      .click();
    await editor.expectEditing('Studio', 'Team');
    await expect(mainNavigation(page).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText([/Home$/, /Team$/]);

    // Moved to another address, the page keeps one place in the trail, at its new address.
    await page
      .getByRole('navigation', { name: 'App editor' })
      .getByRole('button', { name: 'Pages' })
      .click();
    await pages
      .getByRole('listitem')
      .filter({ hasText: 'Team' })
      .getByRole('button', { name: 'Rename' })
      .click();
    const rename = pages.getByRole('form', { name: 'Rename Team' });
    await rename.getByLabel('Page slug').fill('crew');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/crew$/);
    await editor.expectEditing('Studio', 'Team');
    await expect(trail.getByRole('listitem')).toHaveText([/Home$/, /Team$/]);
    await pages.getByRole('button', { name: 'Close' }).click();

    // The header edited on this page is the header of every page.
    await page.getByRole('button', { name: 'Edit Header' }).click();
    const panel = page.getByRole('complementary', { name: 'Header block settings' });
    await expect(panel.getByLabel('Use this header on every page')).toBeChecked();
    await panel.getByLabel('Header title', { exact: true }).fill('Studio HQ');
    await expect(panel.getByRole('status')).toHaveText('All changes saved');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();

    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await editor.expectEditing('Studio', 'Home');
    await expect(page.getByText('Studio HQ', { exact: true })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('a visitor opens the menu, moves to another page, and reads the page without sideways scrolling', async ({
      page,
    }) => {
      await page.goto(appHostUrl('demo', '/'));
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
      // The links are folded away until the menu opens.
      await expect(mainNavigation(page)).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await mainNavigation(page).getByRole('link', { name: 'Order' }).click();
      await expect(page).toHaveURL(/\/order$/);
      // Choosing a link closes the menu; the new page's link is the current one.
      await expect(mainNavigation(page)).toBeHidden();
      await menu.click();
      await expect(mainNavigation(page).getByRole('link', { name: 'Order' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
        'aria-current',
      );
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    });
  });
});

/** How wide the page's content is: wider than the screen means sideways scrolling. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
