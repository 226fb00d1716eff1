import { expect, test } from '@playwright/test';
import { BoardEditorPage } from './pages/board-editor.page.js';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { signUpOwner } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

/** /boardWorkspace?board={slug}: the board editor in the Old board layout (editor-viewer-shell §2.2). */
test.describe('the Old board layout', () => {
  test('edits the board its query names: Admin and the title, the left navigation, the spreadsheet and Publish', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Workspace ${uniqueId()}`;
    const { board } = await boardOpenInItsEditor(page, name, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);

    await page.goto(`/boardWorkspace?board=${board.slug}`);
    const editor = new BoardEditorPage(page);
    await editor.expectLoaded();
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(topBar.getByText(name, { exact: true })).toBeVisible();
    await expect(
      topBar
        .getByRole('link', { name: 'Spreadsheet' })
        .or(topBar.getByRole('button', { name: 'Spreadsheet' })),
    ).toBeVisible();
    // The Board layout's Tutorials and Refresh data are not part of this one.
    await expect(topBar.getByRole('button', { name: 'Tutorials' })).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Board editor' });
    await expect(sidebar.getByRole('button').or(sidebar.getByRole('link'))).toHaveText([
      'New Block',
      'Board Settings',
      /^Embed/,
      'Docs',
    ]);

    // A block added here is the board's: its page shows it to the owner and to visitors.
    const panel = await editor.blocks.newBlock('Table');
    await panel.fill('Title', 'Team');
    await panel.addBlock();
    await editor.expectTable('Team', ['Name', 'Role']);
    await expect(page).toHaveURL(`/boardWorkspace?board=${board.slug}`);

    await topBar.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Board' });
    await expect(publish).toBeVisible();
    await publish.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/${board.slug}`);
    await editor.expectTable('Team', ['Name', 'Role']);

    // A signed-out browser signs in first; another workspace's owner cannot open a private board.
    const stranger = await browser.newContext({ baseURL });
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`/boardWorkspace?board=${board.slug}`);
      await expect(strangerPage).toHaveURL(/\/dashboard\/auth/);
      await signUpOwner(stranger.request, anOwner());
      await strangerPage.goto(`/boardWorkspace?board=${board.slug}`);
      await expect(strangerPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(strangerPage.getByRole('navigation', { name: 'Board editor' })).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test('a board it cannot find is a 404; without a board the owner goes to the dashboard', async ({
    page,
  }) => {
    await boardOpenInItsEditor(page, `Workspace ${uniqueId()}`);
    await page.goto(`/boardWorkspace?board=no-such-board-${uniqueId()}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/boardWorkspace');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
