/** Blocks that show every row (charts, markdown, lists without paging) ask for this many. */
export const WHOLE_SHEET_PAGE_SIZE = 1000;

/** The fields of a block (saved or not yet saved) that decide which rows it reads. */
export type DataBlockFields = {
  type: string;
  sheet_title?: string | undefined;
  settings: Record<string, unknown>;
};

/**
 * The sheet a block reads: its settings' sheet_title (the stored copy on the block follows it);
 * '' for a block without data.
 */
export function blockSheetTitle(block: DataBlockFields): string {
  const fromSettings = block.settings['sheet_title'];
  if (typeof fromSettings === 'string') return fromSettings;
  return block.sheet_title ?? '';
}

/**
 * The page size a block asks its sheet for: paged list and table blocks one page of their
 * rows_per_page, the others the whole sheet. The viewer's first request and the rows a published
 * page carries inline use the same size, so the inline rows are exactly the first answer.
 */
export function blockPageSize(block: DataBlockFields): number {
  const { paginate, rows_per_page } = block.settings;
  const paged = (block.type === 'table' || block.type === 'list') && paginate === true;
  return paged && typeof rows_per_page === 'number' && rows_per_page > 0
    ? rows_per_page
    : WHOLE_SHEET_PAGE_SIZE;
}
