import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard: the workspace's spreadsheets, boards and multi-page apps. */
export class DashboardPage {
  private readonly spreadsheets: Locator;
  private readonly boards: Locator;

  constructor(private readonly page: Page) {
    this.spreadsheets = page.getByRole('region', { name: 'Spreadsheets' });
    this.boards = page.getByRole('region', { name: 'Boards' });
  }

  async goto() {
    await this.page.goto('/dashboard');
  }

  /** Uploads a CSV or XLSX file and waits until the workspace lists it. */
  async uploadSpreadsheet(path: string, expectedName: string) {
    await this.spreadsheets.getByLabel('Spreadsheet file').setInputFiles(path);
    await this.spreadsheets.getByRole('button', { name: 'Upload spreadsheet' }).click();
    await expect(this.spreadsheets.getByRole('status')).toContainText(`Uploaded ${expectedName}`);
    await expect(
      this.spreadsheets.getByRole('list', { name: 'Spreadsheets' }).getByText(expectedName, {
        exact: true,
      }),
    ).toBeVisible();
  }

  /** Creates a board from a spreadsheet; the dashboard then opens it in the board editor. */
  async createBoard(name: string, spreadsheetName: string) {
    await this.boards.getByLabel('Board name').fill(name);
    await this.boards.getByLabel('Spreadsheet').selectOption({ label: spreadsheetName });
    await this.boards.getByRole('button', { name: 'Create board' }).click();
    await expect(this.page).not.toHaveURL(/\/dashboard/);
  }
}
