import { fileURLToPath } from 'node:url';

/** The workbook the demo workspace is built from (Products, Orders and Stores sheets). */
export const demoWorkbookPath = fileURLToPath(
  new URL('../../libs/spreadsheets/demo/demo-workbook.xlsx', import.meta.url),
);
export const demoWorkbookName = 'demo-workbook';

/** Unique per call: every test works in its own workspace, so tests never see each other's data. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export type OwnerDetails = { name: string; email: string; password: string };

export function anOwner(overrides: Partial<OwnerDetails> = {}): OwnerDetails {
  const id = uniqueId();
  return {
    name: `Owner ${id}`,
    email: `owner-${id}@example.com`,
    password: `pw-${id}-secret`,
    ...overrides,
  };
}
