import type { PageMetadataResponse } from './metadata.js';
import type { SheetDataResponse } from './spreadsheets.js';

// ---- Published pages: the HTML shell carries the page and its first data inline ----

/** The id of the `<script type="application/json">` element holding an {@link InlinePage}. */
export const INLINE_PAGE_ELEMENT_ID = 'tessera-page';

/**
 * What a tenant page's HTML carries so the viewer paints without more round trips: the page store
 * (as POST /api/page/update-metadata answers it) and the first page of each data block's rows,
 * keyed by block id (absent for a block whose data could not be read).
 */
export type InlinePage = {
  path: string;
  page: PageMetadataResponse;
  data: Record<string, SheetDataResponse>;
  /**
   * The link's `filters` (editor-viewer-shell §5) the rows were read with; absent when the link
   * had none. The viewer takes the page only for an address with the same filters.
   */
  filters?: string;
};
