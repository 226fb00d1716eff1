import { expect, test } from '@playwright/test';
import { signUpOwner } from './support/api-setup.js';
import { anOwner } from './support/factories.js';
import { linkInLastEmailTo } from './support/mailbox.js';

test.describe('forgot password', () => {
  test('an owner gets a link by e-mail, chooses a new password and signs in with it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const owner = anOwner();
    const setUp = await browser.newContext({ baseURL });
    await signUpOwner(setUp.request, owner);
    await setUp.close();

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/dashboard/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too: fill in the reset page's, once it is there.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account uses this address, we have sent it a link to choose a new password. It works for 1 hour.',
    );

    await page.goto(await linkInLastEmailTo(owner.email));
    await page.getByLabel('New password', { exact: true }).fill('a brand new one');
    await page.getByLabel('New password again').fill('a brand new typo');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');
    await page.getByLabel('New password again').fill('a brand new one');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password is changed. Sign in with the new one.',
    );

    // The card's own link (the site's header has one too).
    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('a brand new one');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/dashboard\/auth/);
    await context.close();
  });
});
