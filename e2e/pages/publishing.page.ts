import { expect, type Locator, type Page } from '@playwright/test';

/** The multi-page editor's publishing controls: Privacy Settings and the Users popup. */
export class PublishingControls {
  constructor(private readonly page: Page) {}

  private get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'App editor' });
  }

  /** Opens Privacy Settings from the Publish button's dropdown. */
  async openPrivacySettings(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Privacy Settings' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Privacy Settings' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Public with this sign-in method ('No sign in', 'Use password set by user'); closes once saved. */
  async publish(signInMethod: string) {
    const dialog = await this.openPrivacySettings();
    const privacy = dialog.getByRole('group', { name: 'App privacy' });
    const choosePublic = privacy.getByRole('radio', { name: 'Public', exact: true });
    await expect(choosePublic).toBeEnabled();
    if (!(await choosePublic.isChecked())) await choosePublic.check();
    await expect(choosePublic).toBeChecked();
    await expect(choosePublic).toHaveAccessibleDescription('Anyone with its address can open it.');
    await dialog.getByLabel('Sign In Method').selectOption(signInMethod);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Privacy settings saved.');
    await expect(dialog).toBeHidden();
  }

  /** Turning the app private saves at once ('Auto-saving privacy settings...'). */
  async makePrivate() {
    const dialog = await this.openPrivacySettings();
    const privacy = dialog.getByRole('group', { name: 'App privacy' });
    await expect(privacy.getByRole('radio', { name: 'Public', exact: true })).toBeChecked();
    await privacy.getByRole('radio', { name: 'Private', exact: true }).check();
    await expect(dialog.getByText('Auto-saving privacy settings...')).toBeVisible();
    await expect(privacy.getByRole('radio', { name: 'Private', exact: true })).toBeChecked();
  }

  async openUsers(): Promise<Locator> {
    await this.sidebar.getByRole('button', { name: 'Users' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Users' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Adds an app user; the permission is chosen with the keyboard, as the spec asks. */
  async addUser(users: Locator, user: { name: string; email: string; permission: string }) {
    await users.getByRole('button', { name: 'Add User' }).click();
    const form = this.page.getByRole('dialog', { name: 'Add User' });
    await form.getByLabel('Name').fill(`  ${user.name} `);
    await form.getByLabel('Email').fill(user.email);
    const permission = form.getByRole('combobox', { name: 'Permission' });
    await expect(permission).toHaveText(/Read/);
    if (user.permission !== 'Read') {
      // Closed: ArrowDown opens the list on the current choice; open: it moves, Enter chooses.
      await permission.focus();
      await permission.press('ArrowDown');
      await expect(this.page.getByRole('listbox')).toBeVisible();
      await permission.press('End');
      await permission.press('Enter');
      await expect(permission).toHaveText(new RegExp(user.permission));
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(
      users.getByRole('row').filter({ hasText: user.email }).getByRole('cell').first(),
    ).toHaveText(user.name);
  }
}
