/** Item details choices and the record a page is opened with. Zod-free: the viewer reads it. */
export const ITEM_DETAILS_LAYOUTS = ['horizontal', 'vertical'] as const;
export const ITEM_ACTION_TYPES = ['External URL', 'Page'] as const;

/** The query parameter naming the row a page shows (the data filter's "Current record"). */
export const RECORD_PARAMETER = 'record';

/** The address of an app page opened on one row: `/product?record=r42`. */
export function recordPagePath(pagePath: string, rowId: string): string {
  const separator = pagePath.includes('?') ? '&' : '?';
  return `${pagePath}${separator}${RECORD_PARAMETER}=${encodeURIComponent(rowId)}`;
}

type RecordBlock = { type: string; settings: Record<string, unknown> };

function namesCurrentRecord(value: unknown, key: 'source' | 'filter_by'): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>)[key] === 'Current record'
  );
}

/**
 * Whether a block's rows depend on the page's record: item details always, other blocks when a
 * data filter or conditional filter matches the current record. Their rows are read by the
 * browser with the address's record, never carried inline in a page cached for every record.
 */
export function blockReadsRecord(block: RecordBlock): boolean {
  return (
    block.type === 'item details' ||
    namesCurrentRecord(block.settings['data_filter'], 'source') ||
    namesCurrentRecord(block.settings['conditional_filter'], 'filter_by')
  );
}
