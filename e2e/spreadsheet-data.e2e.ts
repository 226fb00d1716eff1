import { expect, test } from '@playwright/test';
import { createBoard, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

test.describe("a spreadsheet's rows in the dashboard", () => {
  test('an owner edits a cell, adds and deletes rows, searches, renames, then deletes the spreadsheet after seeing what uses it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const name = `Crew ${id}`;
    const spreadsheet = await uploadCsv(page.request, `${name}.csv`, [
      ['Name', 'Role'],
      ['Ann', 'Lead'],
      ['Bob', 'Cook'],
    ]);
    await createBoard(page.request, { name: `Rota ${id}`, spreadsheetId: spreadsheet.id });

    await page.goto('/dashboard');
    await page.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const grid = page.getByRole('region', { name: /^Rows of / });
    await expect(grid.getByRole('row')).toHaveCount(3);

    await test.step('a cell is changed in place and stays changed', async () => {
      const role = grid.getByLabel('Role of row 2');
      await role.fill('Baker');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes('/rows/'),
      );
      await role.press('Enter');
      expect((await saved).ok()).toBe(true);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: 'Role of row 2 saved.' }),
      ).toBeVisible();
      await page.reload();
      await expect(grid.getByLabel('Role of row 2')).toHaveValue('Baker');
    });

    await test.step('a row is added, then one is deleted once confirmed', async () => {
      const form = page.getByRole('form', { name: /^New row in / });
      await form.getByLabel('Name').fill('Cat');
      await form.getByLabel('Role').fill('Host');
      await form.getByRole('button', { name: 'Add row' }).click();
      await expect(grid.getByLabel('Name of row 3')).toHaveValue('Cat');
      await expect(page.getByText('Rows 1–3 of 3')).toBeVisible();

      await grid.getByRole('button', { name: 'Delete row 1' }).click();
      await grid
        .getByRole('group', { name: 'Delete row 1?' })
        .getByRole('button', { name: 'Delete row' })
        .click();
      await expect(grid.getByLabel('Name of row 1')).toHaveValue('Bob');
      await expect(page.getByText('Rows 1–2 of 2')).toBeVisible();
    });

    await test.step('the rows are searched', async () => {
      await page.getByLabel('Search rows').fill('host');
      await expect(grid.getByRole('row')).toHaveCount(2);
      await expect(grid.getByLabel('Name of row 1')).toHaveValue('Cat');
      await page.getByLabel('Search rows').fill('');
      await expect(grid.getByRole('row')).toHaveCount(3);
    });

    await test.step('an empty row is refused with a message, and nothing is lost', async () => {
      const form = page.getByRole('form', { name: /^New row in / });
      await form.getByRole('button', { name: 'Add row' }).click();
      await expect(page.getByRole('alert')).toHaveText('Fill in at least one field.');
      await expect(grid.getByRole('row')).toHaveCount(3);
    });

    await test.step('a new file replaces the rows, matched by column name', async () => {
      await page.getByText('Replace with a new file').click();
      const replace = page.getByRole('form', { name: 'Replace with a new file' });
      await replace.getByLabel('New file').setInputFiles({
        name: `${name}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from('Name,Shift\r\nDan,Early\r\n'),
      });
      const report = replace.getByRole('status');
      // The rows written just before may still be on their way: the owner is told, and tries again.
      await expect(async () => {
        await replace.getByRole('button', { name: 'Replace data' }).click();
        await expect(report).toContainText('columns added: Shift; columns removed: Role.', {
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(report).toContainText('Blocks that showed a removed sheet or column no longer');
      await expect(grid.getByLabel('Shift of row 1')).toHaveValue('Early');
      await expect(grid.getByRole('row')).toHaveCount(2);
    });

    await test.step('rename, then delete after seeing the board it leaves without data', async () => {
      await page.getByRole('button', { name: `Rename ${name}` }).click();
      const rename = page.getByRole('form', { name: `Rename ${name}` });
      await rename.getByLabel('New name').fill(`Team ${id}`);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: `Team ${id}`, level: 1 })).toBeVisible();

      await page.getByRole('button', { name: `Delete Team ${id}` }).click();
      const question = page.getByRole('group', { name: `Delete Team ${id}?` });
      await expect(question).toContainText(`These are left without data: Rota ${id} (board).`);
      await question.getByRole('button', { name: 'Delete spreadsheet' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('link', { name: `Open Team ${id}` })).toHaveCount(0);
    });
  });
});
