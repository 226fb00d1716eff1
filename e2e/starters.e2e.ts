import { expect, test } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import { signUpOwner } from './support/api-setup.js';
import { seriousViolations } from './support/axe.js';
import { anOwner } from './support/factories.js';

test.describe('a guided start', () => {
  test.use({ bypassCSP: true });

  test('a new owner is offered starter apps, and one click opens a filled-in app in its editor', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    await page.goto('/dashboard');
    const starters = page.getByRole('list', { name: 'Starter apps' });
    await expect(page.getByRole('heading', { name: 'Start from a ready-made app' })).toBeVisible();
    await expect(starters.getByRole('heading')).toHaveText([
      'Team directory',
      'Inventory',
      'Event sign-up',
      'CRM',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await starters.getByRole('button', { name: 'Use CRM' }).click();
    const editor = new AppEditorPage(page);
    await editor.expectEditing('CRM');
    await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Kwame Mensah');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link')).toHaveText(['Home', 'New contact']);
    await navigation.getByRole('link', { name: 'New contact' }).click();
    await editor.expectEditing('CRM', 'New contact');
    await expect(page.getByRole('button', { name: 'Add contact' })).toBeVisible();
  });
});
