/** How an axis type is entered in a form or in the table's add-row form. */
export type FieldControl =
  | { element: 'input'; inputType: string }
  | { element: 'textarea' }
  | { element: 'select'; multiple: boolean };

export function fieldControlOf(type: string): FieldControl {
  switch (type) {
    case 'textarea':
    case 'markdowntext':
      return { element: 'textarea' };
    case 'select':
      return { element: 'select', multiple: false };
    case 'multi-select':
      return { element: 'select', multiple: true };
    case 'image':
      // An image column holds the picture's address.
      return { element: 'input', inputType: 'url' };
    case 'number':
    case 'email':
    case 'date':
    case 'datetime-local':
    case 'month':
    case 'week':
    case 'time':
    case 'tel':
    case 'url':
      return { element: 'input', inputType: type };
    default:
      return { element: 'input', inputType: 'text' };
  }
}

/**
 * The choices of a select field: the distinct values of the `source` column when they come from
 * the sheet, else the comma-separated `options`.
 */
export function choicesOf(
  axis: { options: string; from_google_sheet: boolean; source: string; column: string },
  rows: readonly Record<string, string | undefined>[],
): string[] {
  if (axis.from_google_sheet) {
    const column = axis.source || axis.column;
    const seen = new Set<string>();
    for (const row of rows) {
      const value = (row[column] ?? '').trim();
      if (value) seen.add(value);
    }
    return [...seen];
  }
  return axis.options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** Multi-select values are stored in one cell, comma-separated. */
export function joinMultiSelect(values: readonly string[]): string {
  return values.join(', ');
}

export function splitMultiSelect(cell: string): string[] {
  return cell
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}
