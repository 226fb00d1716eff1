/** List search terms (editor-viewer-shell §5): comma-separated, trimmed, lowercased, no blanks. */
export function searchTerms(search: string | null | undefined): string[] {
  return (search ?? '')
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term !== '');
}

const specialCharacters = /[.*+?^${}()|[\]\\]/g;

/**
 * Whether a text contains any of the terms, ignoring case. One case-insensitive pattern built once
 * is markedly cheaper per row than lowercasing every value of every row.
 */
export function searchMatcher(terms: readonly string[]): (text: string) => boolean {
  if (terms.length === 0) return () => true;
  const pattern = new RegExp(
    terms.map((term) => term.replace(specialCharacters, '\\$&')).join('|'),
    'i',
  );
  return (text) => text !== '' && pattern.test(text);
}

/** Matchers of the term lists callers pass row after row (the same array each time). */
const matchers = new WeakMap<readonly string[], (text: string) => boolean>();

/**
 * True when any term occurs in any value, case-insensitive (and always when there are no terms).
 * A record is searched over all its values, `_id` included: pass the column values as an array to
 * search only those.
 */
export function matchesSearch(
  values: readonly string[] | Readonly<Record<string, string>>,
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return true;
  let found = matchers.get(terms);
  if (!found) {
    found = searchMatcher(terms);
    matchers.set(terms, found);
  }
  const texts: readonly string[] = isList(values) ? values : Object.values(values);
  return texts.some(found);
}

function isList(
  values: readonly string[] | Readonly<Record<string, string>>,
): values is readonly string[] {
  return Array.isArray(values);
}
