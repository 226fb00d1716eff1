import { expect, type Locator, type Page } from '@playwright/test';

type ImageFile = { name: string; mimeType: string; buffer: Buffer };

/** The editor's Marketplace dialog (publishing §2), opened from the Publish dropdown. */
export class MarketplaceDialog {
  constructor(private readonly page: Page) {}

  async open(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: /^Publish/ }).click();
    await this.page.getByRole('menuitem', { name: 'Publish to Marketplace' }).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fill(
    dialog: Locator,
    form: { description: string; category: string; background: string; thumbnail: ImageFile },
  ) {
    await dialog.getByLabel('Description').fill(form.description);
    await dialog.getByLabel('Category').selectOption({ label: form.category });
    await dialog.getByLabel('Thumbnail', { exact: true }).setInputFiles(form.thumbnail);
    await dialog.getByRole('button', { name: form.background, exact: true }).click();
  }

  async addImages(dialog: Locator, files: ImageFile[]) {
    await dialog.getByLabel('Additional images').setInputFiles(files);
  }

  /**
   * Submits and waits for the message; the dialog (which now shows the request's status) closes
   * 3 s later.
   */
  async submit(dialog: Locator, button: string, message: string) {
    await dialog.getByRole('button', { name: button }).click();
    const shown = this.page.getByRole('dialog').getByRole('status').filter({ hasText: message });
    await expect(shown).toBeVisible();
    await expect(this.page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  }
}
