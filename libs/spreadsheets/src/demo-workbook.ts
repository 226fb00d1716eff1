import { fileURLToPath } from 'node:url';

/**
 * The demo workbook the demo seeder imports. This file sits one level under the package root in
 * src/ and in dist/ alike, so the path resolves the same from sources and from the build.
 */
export const DEMO_WORKBOOK_PATH = fileURLToPath(
  new URL('../demo/demo-workbook.xlsx', import.meta.url),
);
export const DEMO_WORKBOOK_FILE_NAME = 'Demo workbook.xlsx';
