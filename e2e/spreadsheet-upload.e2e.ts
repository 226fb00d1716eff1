import { expect, test } from '@playwright/test';
import { signUpOwner } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

const csv = (rows: string[][]) =>
  Buffer.from(`${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);

test.describe('spreadsheet uploads', () => {
  test('an owner is told about an empty file, drops a file, and is asked before a second copy', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpOwner(page.request, anOwner());
    await page.goto('/dashboard');
    const area = page.getByRole('region', { name: 'Spreadsheets' });
    const input = area.getByLabel('Spreadsheet file');
    const name = `Roster ${uniqueId()}`;

    // An empty file is refused with a message, before anything is sent.
    await input.setInputFiles({
      name: `${name}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.alloc(0),
    });
    await area.getByRole('button', { name: 'Upload spreadsheet' }).click();
    await expect(area.getByRole('alert')).toHaveText('The file is empty.');

    // A file dropped on the area is uploaded at once.
    const bytes = csv([
      ['Name', 'Role'],
      ['Ann', 'Lead'],
    ]);
    const dropped = await page.evaluateHandle(
      ({ fileName, content }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([content], fileName, { type: 'text/csv' }));
        return transfer;
      },
      { fileName: `${name}.csv`, content: bytes.toString() },
    );
    const zone = input.locator('xpath=ancestor::form/..');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    // A CSV's one sheet is named as its file: the message names it once.
    await expect(area.getByRole('status')).toContainText(`Uploaded ${name} (2 columns).`);
    const list = area.getByRole('list', { name: 'Spreadsheets' });
    await expect(list.getByText(name, { exact: true })).toHaveCount(1);

    // The same file again: the owner is asked, and a copy is made only if they say so.
    await input.setInputFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: bytes });
    await area.getByRole('button', { name: 'Upload spreadsheet' }).click();
    const question = area.getByRole('alertdialog', { name: 'Upload again?' });
    await expect(question).toContainText(
      `A spreadsheet named “${name}” is already in this workspace.`,
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(list.getByText(name, { exact: true })).toHaveCount(1);

    // A newer file replaces the data of the one here, and says what changed.
    const newer = csv([
      ['Name', 'Role', 'Email'],
      ['Ann', 'Lead', 'ann@example.com'],
      ['Bob', 'Cook', 'bob@example.com'],
    ]);
    await input.setInputFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: newer });
    await area.getByRole('button', { name: 'Upload spreadsheet' }).click();
    await question.getByRole('button', { name: 'Replace its data' }).click();
    const report = area.getByRole('status');
    await expect(report).toContainText(`Replaced the data of ${name}:`);
    await expect(report).toContainText('1 row before, 2 rows now; columns added: Email.');
    await expect(list.getByText(name, { exact: true })).toHaveCount(1);
    await input.setInputFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: bytes });
    await area.getByRole('button', { name: 'Upload spreadsheet' }).click();
    await question.getByRole('button', { name: 'Upload a copy' }).click();
    await expect(list.getByText(name, { exact: true })).toHaveCount(2);
  });
});
