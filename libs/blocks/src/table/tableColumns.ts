import type { ConditionalFormattingRule, TableAxis } from '@tessera/domain';

/** A column as the table draws it. */
export type TableColumn = Pick<
  TableAxis,
  | 'column'
  | 'column_width'
  | 'text_alignment'
  | 'type'
  | 'use_markdown'
  | 'Conditional_formatting'
  | 'character_limit'
>;

/**
 * The table's columns: the axis entries that are not hidden, in axis order; without axis entries
 * every sheet column is shown as text.
 */
export function tableColumns(
  axis: readonly TableAxis[],
  sheetColumns: readonly string[],
): TableColumn[] {
  if (axis.length === 0) {
    return sheetColumns.map((column) => ({
      column,
      column_width: undefined,
      text_alignment: 'left',
      type: 'text',
      use_markdown: false,
      Conditional_formatting: [],
      character_limit: undefined,
    }));
  }
  return axis.filter((entry) => !entry.hidden);
}

/** The character_limit a column's cells are cut to: text and long text columns only (as the form offers it). */
export function characterLimitOf(column: TableColumn): number | undefined {
  return column.type === 'text' || column.type === 'textarea' ? column.character_limit : undefined;
}

/** Whether an image column takes uploaded pictures (image_source "Upload Image"), not addresses. */
export function takesUploadedImages(column: {
  type: string;
  image_source?: TableAxis['image_source'] | undefined;
}): boolean {
  return column.type === 'image' && column.image_source === 'Upload Image';
}

/** Number of pages for server paging (at least one, so "Page 1 of 1" reads right). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The first conditional formatting rule a text cell matches, if any. */
export function matchingRule(
  rules: readonly ConditionalFormattingRule[],
  cell: string,
): ConditionalFormattingRule | undefined {
  const text = cell.toLowerCase();
  return rules.find((rule) => {
    const value = rule.value.toLowerCase();
    switch (rule.condition) {
      case '=':
        return text === value;
      case 'includes':
        return text.includes(value);
      case 'not_includes':
        return !text.includes(value);
      case 'starts_with':
        return text.startsWith(value);
      case 'ends_with':
        return text.endsWith(value);
    }
  });
}
