import { defineConfig, type ReporterDescription } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds, starts the server on a free port
// and sets E2E_BASE_URL and CHROMIUM_PATH. Playwright never downloads a browser: it drives the
// system's Chromium (Debian's /usr/bin/chromium unless CHROMIUM_PATH says otherwise).
const baseURL = process.env['E2E_BASE_URL'] ?? 'http://localhost:3100';
const jsonReport = process.env['E2E_JSON_REPORT'];

const reporter: ReporterDescription[] = [['list']];
// scripts/test.mjs totals the passed and failed tests of every tier from this report.
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }]);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  // One server, one database: tests run one at a time, in file order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter,
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
