import { expect, test } from '@playwright/test';
import { createApp, createBoard, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

test.describe('looking after boards and apps from the dashboard', () => {
  test('an owner renames, duplicates and deletes a board and an app', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Stock ${id}.csv`, [['Name'], ['Chair']]);
    const board = { name: `Stock ${id}` };
    await createBoard(page.request, { name: board.name, spreadsheetId: spreadsheet.id });
    await createApp(page.request, {
      title: `Shop ${id}`,
      name: `shop-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    await page.goto('/dashboard');
    const boards = page.getByRole('list', { name: 'Boards' });
    const apps = page.getByRole('list', { name: 'Multi-page apps' });

    await test.step('rename a board', async () => {
      await boards.getByRole('button', { name: `Rename ${board.name}` }).click();
      const form = boards.getByRole('form', { name: `Rename ${board.name}` });
      await form.getByLabel('New name').fill(`Inventory ${id}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(boards.getByText(`Inventory ${id}`, { exact: true })).toBeVisible();
    });

    await test.step('duplicate it, then delete the copy after saying what goes with it', async () => {
      await boards.getByRole('button', { name: `Duplicate Inventory ${id}` }).click();
      const copy = `Copy of Inventory ${id}`;
      await expect(boards.getByText(copy, { exact: true })).toBeVisible();
      await expect(boards.getByRole('listitem')).toHaveCount(2);
      await boards.getByRole('button', { name: `Delete ${copy}` }).click();
      const question = boards.getByRole('group', { name: `Delete ${copy}?` });
      await expect(question).toContainText('Its blocks go with it');
      await question.getByRole('button', { name: 'Delete board' }).click();
      await expect(boards.getByRole('listitem')).toHaveCount(1);
      await expect(boards.getByText(`Inventory ${id}`, { exact: true })).toBeVisible();
    });

    await test.step('duplicate an app, keep it once asked, then delete it', async () => {
      await apps.getByRole('button', { name: `Duplicate Shop ${id}` }).click();
      const copy = `Copy of Shop ${id}`;
      await expect(apps.getByText(copy, { exact: true })).toBeVisible();
      await apps.getByRole('button', { name: `Delete ${copy}` }).click();
      const question = apps.getByRole('group', { name: `Delete ${copy}?` });
      await expect(question).toContainText('Its pages, blocks and app users go with it');
      await question.getByRole('button', { name: 'Keep it' }).click();
      await expect(apps.getByRole('listitem')).toHaveCount(2);
      await apps.getByRole('button', { name: `Delete ${copy}` }).click();
      await apps
        .getByRole('group', { name: `Delete ${copy}?` })
        .getByRole('button', { name: 'Delete app' })
        .click();
      await expect(apps.getByRole('listitem')).toHaveCount(1);
    });

    await test.step('rename the app', async () => {
      await apps.getByRole('button', { name: `Rename Shop ${id}` }).click();
      const form = apps.getByRole('form', { name: `Rename Shop ${id}` });
      await form.getByLabel('New name').fill(`Store ${id}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(apps.getByText(`Store ${id}`, { exact: true })).toBeVisible();
    });
  });
});
