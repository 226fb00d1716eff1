/** Google's spreadsheet ids: letters, digits, '-' and '_', long enough not to be a typo. */
const ID = /^[A-Za-z0-9_-]{20,200}$/;
const IN_URL = /\/spreadsheets\/d\/([A-Za-z0-9_-]{20,200})(?:[/?#]|$)/;

/**
 * The spreadsheet id in what an owner pasted: a docs.google.com/spreadsheets/d/{id}/... address
 * or the bare id. Null for anything else.
 */
export function googleSpreadsheetId(pasted: string): string | null {
  const text = pasted.trim();
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'docs.google.com') return null;
  return IN_URL.exec(url.pathname)?.[1] ?? null;
}
