/** One request the API endpoint of the e2e run received (libs/testing recording-server). */
export type ReceivedCall = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * The far end of API call buttons in the e2e run: a local server scripts/e2e.mjs starts and
 * allows (API_CALL_ALLOWED_ADDRESSES), recording what it receives.
 */
export class ApiEndpoint {
  constructor(readonly url = process.env['E2E_API_ENDPOINT_URL'] ?? '') {
    if (!url)
      throw new Error('E2E_API_ENDPOINT_URL is not set: run the tests with npm run test:e2e.');
  }

  /** What it received at this path (and query), in order. */
  async received(path: string): Promise<ReceivedCall[]> {
    const response = await fetch(`${this.url}/__recorded`);
    const all = (await response.json()) as ReceivedCall[];
    return all.filter((call) => call.url === path);
  }
}
