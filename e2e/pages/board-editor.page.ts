import { expect, type Locator, type Page } from '@playwright/test';
import { BlockEditor } from './block-editor.js';

/** /{board_slug} for its owner: the board with the editor chrome. */
export class BoardEditorPage {
  readonly blocks: BlockEditor;
  private readonly sidebar: Locator;

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Board editor' });
    this.blocks = new BlockEditor(page, this.sidebar);
  }

  async expectLoaded() {
    await expect(this.sidebar.getByRole('button', { name: 'New Block' })).toBeVisible();
  }

  /** A table block as a visitor sees it: its column headers and at least one row of data. */
  async expectTable(title: string, columns: readonly string[]) {
    const table = this.page.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    for (const column of columns) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }

  /** A chart block: its drawing, labelled with its title and chart type. */
  async expectChart(title: string, chartType: string) {
    await expect(
      this.page.getByRole('img', { name: `${title} (${chartType} chart)` }),
    ).toBeVisible();
  }
}
