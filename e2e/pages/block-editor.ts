import { expect, type Locator, type Page } from '@playwright/test';

/** A list setting of the settings form ("Columns", "Data series", "Fields") and its item name. */
export type ListSetting = { add: string; item: string };

export const TABLE_COLUMNS: ListSetting = { add: 'Add column', item: 'Column' };
export const CHART_SERIES: ListSetting = { add: 'Add data series', item: 'Data series' };
export const FORM_FIELDS: ListSetting = { add: 'Add field', item: 'Field' };
export const GRID_FIELDS: ListSetting = { add: 'Add field', item: 'Field' };
export const SCORECARD_FIGURES: ListSetting = { add: 'Add figure', item: 'Figure' };

/**
 * Adding a block, the same in the board editor and the app editor: "New Block" in the sidebar,
 * a type in "Choose Your Block", then the block's settings form in the right panel and "Add Block".
 */
export class BlockEditor {
  constructor(
    private readonly page: Page,
    /** The editor's sidebar ("Board editor" or "App editor" navigation). */
    private readonly sidebar: Locator,
  ) {}

  /** Opens Choose Your Block, searches for a type and picks it; answers the new block's panel. */
  async newBlock(typeLabel: string): Promise<BlockSettingsPanel> {
    await this.sidebar.getByRole('button', { name: 'New Block' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Choose Your Block' });
    await expect(picker).toBeVisible();
    // Found the way an owner would: typed into the search.
    await picker.getByLabel('Search blocks').fill(typeLabel);
    await picker.getByRole('button', { name: typeLabel, exact: true }).click();
    await expect(picker).toBeHidden();
    const panel = this.page.getByRole('complementary', { name: `${typeLabel} block settings` });
    await expect(panel.getByRole('heading', { name: `New ${typeLabel} block` })).toBeVisible();
    return new BlockSettingsPanel(panel);
  }
}

/** The settings form of one block, driven by its labels as an owner would. */
export class BlockSettingsPanel {
  constructor(readonly panel: Locator) {}

  async fill(label: string, value: string) {
    await this.panel.getByLabel(label, { exact: true }).first().fill(value);
  }

  async choose(label: string, option: string) {
    await this.panel.getByLabel(label, { exact: true }).first().selectOption({ label: option });
  }

  /** Picks a file for a setting's upload button (its hidden file input, named by the setting). */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.panel.getByLabel(`${label}: file to upload`).setInputFiles(file);
  }

  /**
   * Item `index` (1-based) of a list setting, added with its "Add ..." button when the form does
   * not offer it yet (a new block may start with one empty item).
   */
  async listItem(list: ListSetting, index: number): Promise<Locator> {
    const item = this.panel.getByRole('group', { name: `${list.item} ${index}`, exact: true });
    if ((await item.count()) === 0) {
      await this.panel.getByRole('button', { name: list.add, exact: true }).click();
    }
    await expect(item).toBeVisible();
    return item;
  }

  /** Sets the column of list items 1..n, in order. */
  async chooseColumns(list: ListSetting, columns: readonly string[]) {
    for (const [i, column] of columns.entries()) {
      const item = await this.listItem(list, i + 1);
      await item.getByLabel('Column', { exact: true }).selectOption({ label: column });
    }
  }

  /** "Add Block": the block is stored and the panel closes. */
  async addBlock() {
    await this.panel.getByRole('button', { name: 'Add Block', exact: true }).click();
    await expect(this.panel).toBeHidden();
  }
}
