import { expect, test } from '@playwright/test';
import { ErrorScreens } from './pages/error-screens.js';
import { createBoard, signUpOwner, uploadSpreadsheet } from './support/api-setup.js';
import { anOwner, demoWorkbookPath, uniqueId } from './support/factories.js';

test.describe('error screens', () => {
  test('an unknown route shows the 404 screen, whose button goes to the homepage', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    const screens = new ErrorScreens(page);
    await screens.expectNotFound();

    await screens.goToHomepage();
    await expect(page).not.toHaveURL(/\/no\/such\/page/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  });

  test('a private board shows Access Denied to a guest', async ({ page, playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL });
    try {
      await signUpOwner(owner, anOwner());
      const spreadsheet = await uploadSpreadsheet(owner, demoWorkbookPath);
      const board = await createBoard(owner, {
        name: `Private board ${uniqueId()}`,
        spreadsheetId: spreadsheet.id,
      });
      expect(board.public).toBe(false);

      // `page` belongs to a browser context without any session: a guest.
      await page.goto(`/${board.slug}`);
      await new ErrorScreens(page).expectAccessDenied();
    } finally {
      await owner.dispose();
    }
  });
});
