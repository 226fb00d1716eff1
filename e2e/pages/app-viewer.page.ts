import { expect, type Locator, type Page } from '@playwright/test';

/** A page of a published multi-page app, as a guest sees it. */
export class AppViewerPage {
  constructor(private readonly page: Page) {}

  async expectNoEditorChrome() {
    await expect(this.page.getByRole('navigation', { name: 'App editor' })).toHaveCount(0);
  }

  form(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  /** Fills a form block's fields by their labels and submits it; waits for its answer. */
  async submitForm(name: string, values: Record<string, string>, successText: string) {
    const form = this.form(name);
    await expect(form).toBeVisible();
    for (const [label, value] of Object.entries(values)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText(successText);
  }

  /** Searches a table block (server-side) and expects a row holding these cells. */
  async expectRowInTable(tableTitle: string, cells: readonly string[]) {
    const block = this.page.getByRole('region', { name: tableTitle });
    await block.getByRole('searchbox', { name: 'Search' }).fill(cells[0] ?? '');
    const table = block.getByRole('table', { name: tableTitle });
    let row = table.getByRole('row');
    for (const cell of cells)
      row = row.filter({ has: this.page.getByRole('cell', { name: cell, exact: true }) });
    await expect(row).toHaveCount(1);
  }
}
