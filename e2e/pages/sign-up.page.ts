import { expect, type Page } from '@playwright/test';
import type { OwnerDetails } from '../support/factories.js';

/** /dashboard/signup: a new owner account with its own workspace. */
export class SignUpPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/signup');
  }

  /** Signs up and lands on the dashboard. */
  async signUp(owner: OwnerDetails) {
    await this.page.getByLabel('Name', { exact: true }).fill(owner.name);
    await this.page.getByLabel('Email', { exact: true }).fill(owner.email);
    // The password's label also holds its hint ("At least 8 characters.").
    await this.page.getByLabel(/^Password/).fill(owner.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
}
