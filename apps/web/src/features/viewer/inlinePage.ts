import {
  INLINE_PAGE_ELEMENT_ID,
  type InlinePage,
  type PageMetadataResponse,
  type SheetDataResponse,
} from '@tessera/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `filters` of an address's query (editor-viewer-shell §5), or null for none. */
export function linkFilters(search: string): string | null {
  return new URLSearchParams(search).get('filters');
}

/**
 * The page the HTML carries inline, when it is the page at `pathname`, read with the address's
 * `filters` (null: none), and looks whole; anything else (another path or filters, a cached shell
 * of another page, broken JSON) is ignored and the page loads through the API as usual.
 */
export function parseInlinePage(
  text: string | null | undefined,
  pathname: string,
  filters: string | null = null,
): InlinePage | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.path !== pathname) return null;
  if ((parsed.filters ?? null) !== filters) return null;
  const { page, data } = parsed;
  if (!isRecord(page) || !Array.isArray(page.blocks) || typeof page.page_id !== 'string')
    return null;
  const rows: Record<string, SheetDataResponse> = {};
  if (isRecord(data)) {
    for (const [blockId, response] of Object.entries(data)) {
      if (isRecord(response) && Array.isArray(response.rows) && Array.isArray(response.columns))
        rows[blockId] = response as SheetDataResponse;
    }
  }
  const inline: InlinePage = { path: pathname, page: page as PageMetadataResponse, data: rows };
  return filters === null ? inline : { ...inline, filters };
}

let consumed = false;

/**
 * The inline page of this document for `pathname`, once: later visits of the same path (after
 * navigating away and back) read fresh data from the API.
 */
export function takeInlinePage(pathname: string): InlinePage | null {
  if (consumed || typeof document === 'undefined') return null;
  const element = document.getElementById(INLINE_PAGE_ELEMENT_ID);
  const inline = parseInlinePage(
    element?.textContent,
    pathname,
    linkFilters(window.location.search),
  );
  if (inline) consumed = true;
  return inline;
}

/**
 * This document's inline page for `pathname`, read without taking it: the viewer paints it before
 * its first render (so it hydrates what the server drew) and fetches its blocks' code at once.
 */
export function peekInlinePage(pathname: string): InlinePage | null {
  if (consumed || typeof document === 'undefined') return null;
  const element = document.getElementById(INLINE_PAGE_ELEMENT_ID);
  return parseInlinePage(element?.textContent, pathname, linkFilters(window.location.search));
}
