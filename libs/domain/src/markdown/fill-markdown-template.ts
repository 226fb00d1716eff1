/** A cell as text: lists (multi-select columns) joined with commas, missing values empty. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return value.toString();
  return typeof value === 'object' ? JSON.stringify(value) : '';
}

/**
 * Replaces each [Column Name] of a markdown body with the row's value for that column; names the
 * row does not have are left as written (block-configuration §3, Markdown). Sanitising happens
 * after rendering, in the browser.
 */
export function fillMarkdownTemplate(body: string, row: Readonly<Record<string, unknown>>): string {
  return body.replace(/\[([^[\]\n]+)\]/g, (written, name: string) => {
    if (Object.hasOwn(row, name)) return cellText(row[name]);
    const trimmed = name.trim();
    return Object.hasOwn(row, trimmed) ? cellText(row[trimmed]) : written;
  });
}
