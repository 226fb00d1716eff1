import type { AppSnapshot } from '@tessera/contracts';

/**
 * The sheets an app's blocks read (every `sheet_title` in their settings, at any depth): the part
 * of its spreadsheet a template carries. Other sheets stay the seller's.
 */
export function sheetTitlesOf(snapshot: AppSnapshot): string[] {
  const titles = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'sheet_title' && typeof item === 'string' && item !== '') titles.add(item);
      else visit(item);
    }
  };
  for (const page of snapshot.pages) for (const block of page.blocks) visit(block.settings);
  return [...titles];
}
