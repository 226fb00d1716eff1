import { expect, type Page } from '@playwright/test';
import { appHostUrl } from '../support/urls.js';

/** /dashboard/new-multipage: a new app on its own subdomain. */
export class NewMultipagePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/new-multipage');
    await expect(this.page.getByRole('heading', { name: 'New multi-page app' })).toBeVisible();
  }

  /** Creates the app; the dashboard then opens its editor on the app's own host. */
  async create(app: { title: string; subdomain: string; spreadsheetName: string }) {
    await this.page.getByLabel('App title').fill(app.title);
    await this.page.getByLabel('Subdomain name').fill(app.subdomain);
    await this.page.getByLabel('Spreadsheet').selectOption({ label: app.spreadsheetName });
    await this.page.getByRole('button', { name: 'Create app' }).click();
    await expect(this.page).toHaveURL(new RegExp(`^${escapeRegExp(appHostUrl(app.subdomain))}`));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
