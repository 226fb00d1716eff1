import { expect, test } from '@playwright/test';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

test.describe('help', () => {
  test('Docs opens the owners’ guide in a new tab, readable page by page', async ({ page }) => {
    await boardOpenInItsEditor(page, `Help ${uniqueId()}`);
    const [guide] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Docs' }).click(),
    ]);
    await expect(guide).toHaveURL(/\/dashboard\/help$/);
    await expect(guide.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    const topics = guide.getByRole('navigation', { name: 'Help topics' });
    await topics.getByRole('link', { name: 'Editing' }).click();
    await expect(guide).toHaveURL(/\/dashboard\/help\/editing$/);
    await expect(guide.getByRole('heading', { level: 2, name: 'Undo and redo' })).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Editing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
