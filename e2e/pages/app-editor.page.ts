import { expect, type Locator, type Page } from '@playwright/test';
import { BlockEditor } from './block-editor.js';
import { PublishingControls } from './publishing.page.js';

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

  /** Publish > Privacy Settings: public, without sign-in. */
  async makePublic() {
    await new PublishingControls(this.page).publish('No sign in');
  }
}
