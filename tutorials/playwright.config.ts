import { defineConfig } from '@playwright/test';
import base from '../playwright.config.js';

// Records the Tutorial Videos (npm run tutorials:record): the same server and browser as the
// end-to-end tests, a smaller window, and a test per video. Not part of npm test.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.record.ts',
  outputDir: '../test-results/tutorials',
  timeout: 120_000,
  use: {
    ...base.use,
    viewport: { width: 1200, height: 750 },
    trace: 'off',
    screenshot: 'off',
  },
});
