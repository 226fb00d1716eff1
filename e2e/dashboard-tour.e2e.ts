import { expect, test } from '@playwright/test';
import { signUpOwner } from './support/api-setup.js';
import { seriousViolations } from './support/axe.js';
import { anOwner } from './support/factories.js';

test.describe('the first-run tour', () => {
  test.use({ bypassCSP: true });

  test('a new owner is invited to a short tour of the dashboard, once, and can take it again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const owner = anOwner();
    await signUpOwner(page.request, owner);
    await page.goto('/dashboard');
    const invitation = page.getByRole('region', { name: 'New to Tessera?' });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: 'Start the tour' }).click();

    const card = page.getByRole('dialog');
    const steps: [string, string | null][] = [
      ['Ready-made apps', 'Start from a ready-made app'],
      ['Bring your data', 'Spreadsheets'],
      ['Boards', 'Boards'],
      ['Multi-page apps', 'Multi-page apps'],
      ['Help when you need it', null],
    ];
    for (const [index, [title, section]] of steps.entries()) {
      await expect(card).toHaveAccessibleName(title);
      await expect(card).toContainText(`Step ${index + 1} of ${steps.length}`);
      // The step's heading has the focus, and what it is about is outlined.
      await expect(card.getByRole('heading', { name: title })).toBeFocused();
      const outlined = page.locator('[data-tour-target]');
      if (section)
        await expect(outlined.getByRole('heading', { level: 2 }).first()).toHaveText(section);
      else await expect(outlined).toHaveText('Help');
      if (index === 1) expect(await seriousViolations(page), 'tour step').toEqual([]);
      if (index < steps.length - 1) await card.getByRole('button', { name: 'Next' }).click();
    }
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(card).toHaveAccessibleName('Multi-page apps');
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card).toBeHidden();
    // The focus is not lost: it goes to Take the tour.
    await expect(page.getByRole('button', { name: 'Take the tour' })).toBeFocused();
    await expect(page.locator('[data-tour-target]')).toHaveCount(0);
    await expect(invitation).toBeHidden();

    // Not offered again; Take the tour starts it, and Escape ends it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(invitation).toBeHidden();
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect(card).toHaveAccessibleName('Ready-made apps');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    // Kept for the account: another browser, signed in as the same owner, does not offer it.
    const otherBrowser = await browser.newContext();
    try {
      const other = await otherBrowser.newPage();
      const signIn = await other.request.post('/api/auth/login', {
        data: { email: owner.email, password: owner.password },
      });
      expect(signIn.status()).toBe(200);
      await other.goto('/dashboard');
      // The owner is known (the welcome names them) and the invitation is not there.
      await expect(other.getByText(`Welcome, ${owner.name}.`)).toBeVisible();
      await expect(other.getByRole('region', { name: 'New to Tessera?' })).toHaveCount(0);
    } finally {
      await otherBrowser.close();
    }

    // The Help link the tour ends on opens the owners' guide.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Help' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/help/);
  });
});
