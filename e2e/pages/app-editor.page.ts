import { expect, type Locator, type Page } from '@playwright/test';
import { BlockEditor } from './block-editor.js';

/** A multi-page app's page on the app's own host, for its editor. */
export class AppEditorPage {
  readonly blocks: BlockEditor;
  private readonly sidebar: Locator;

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'App editor' });
    this.blocks = new BlockEditor(page, this.sidebar);
  }

  /** The editor chrome with the title "App name - current page name". */
  async expectEditing(appTitle: string, pageName = 'Home') {
    await expect(this.sidebar).toBeVisible();
    await expect(this.page.getByText(`${appTitle} - ${pageName}`, { exact: true })).toBeVisible();
  }

  /** Publish: turns the app public, which is saved at once. */
  async makePublic() {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Publish' });
    const toggle = dialog.getByRole('checkbox', { name: /^Public/ });
    // The toggle shows the saved state: it turns on once the server has stored the change.
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(dialog.getByText('The app is live at:')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}
