import { expect } from '@playwright/test';

/**
 * The fake Google Sheets server that scripts/e2e.mjs starts beside the Tessera server (which
 * reaches it as "Google"); tests seed and inspect it through its /__fake/ controls.
 */
export class FakeGoogle {
  constructor(private readonly url = process.env['E2E_FAKE_GOOGLE_URL'] ?? '') {
    if (!url)
      throw new Error('E2E_FAKE_GOOGLE_URL is not set: run the tests with npm run test:e2e.');
  }

  async serviceAccountKey(
    name: string,
  ): Promise<{ client_email: string } & Record<string, string>> {
    return this.control('POST', 'service-account-keys', { name, projectId: 'e2e-project' });
  }

  async addSpreadsheet(spec: {
    title: string;
    sheets: { title: string; values: string[][] }[];
    sharedWith: string[];
  }): Promise<string> {
    return (await this.control<{ id: string }>('POST', 'spreadsheets', spec)).id;
  }

  async values(spreadsheetId: string, title: string): Promise<string[][]> {
    const path = `spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(title)}`;
    return (await this.control<{ values: string[][] }>('GET', path)).values;
  }

  /** Changes the grid as someone editing the spreadsheet in Google would. */
  async setValues(spreadsheetId: string, title: string, values: string[][]): Promise<void> {
    const path = `spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(title)}`;
    await this.control('PUT', path, { values });
  }

  private async control<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/__fake/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.ok, `fake Google ${method} ${path}: ${res.status}`).toBe(true);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
}
