import { expect, type Page } from '@playwright/test';

/** The shell's error screens (editor-viewer-shell §2.3), with the spec's exact texts. */
export class ErrorScreens {
  constructor(private readonly page: Page) {}

  async expectNotFound() {
    await expect(this.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(this.page.getByText('This page could not be found')).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Go to Homepage' })).toBeVisible();
  }

  async goToHomepage() {
    await this.page.getByRole('button', { name: 'Go to Homepage' }).click();
  }

  async expectAccessDenied() {
    await expect(this.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      this.page.getByText(
        'This application is private and you do not have permission to access it.',
      ),
    ).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  }
}
