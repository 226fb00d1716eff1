/** Datalist choices (block-configuration §3, Datalist). Zod-free: the viewer reads them. */
export const DATALIST_TYPES = ['vertical', 'horizontal', 'timeline'] as const;
export const DATALIST_SORTINGS = ['None', 'Ascending', 'Descending'] as const;
export const DATALIST_TIMELINE_LAYOUTS = ['vertical', 'horizontal', 'zigzag'] as const;
export const DATALIST_LINE_POSITIONS = ['left', 'center', 'right'] as const;
export const DATALIST_CARD_STYLES = ['default', 'rounded', 'sharp'] as const;

/**
 * The order a block asks for its rows in when its visitor chose none: a datalist's sorting (by its
 * sort_column, else its first field's column), as the sheet endpoints take it (`Column` or
 * `-Column`); undefined for the sheet's order. Applied by the server, so paging follows it.
 */
export function blockDefaultSort(block: {
  type: string;
  settings: Record<string, unknown>;
}): string | undefined {
  if (block.type !== 'datalist') return undefined;
  const { sorting, sort_column, axis } = block.settings;
  if (sorting !== 'Ascending' && sorting !== 'Descending') return undefined;
  const firstField = Array.isArray(axis)
    ? (axis[0] as { column?: unknown } | undefined)
    : undefined;
  const column =
    typeof sort_column === 'string' && sort_column.trim()
      ? sort_column
      : typeof firstField?.column === 'string'
        ? firstField.column
        : '';
  if (!column) return undefined;
  return sorting === 'Descending' ? `-${column}` : column;
}
