/** Decimal separators of a column's values (a chart axis' or scorecard card's `decimal`). */
export const DECIMAL_SEPARATORS = ['comma', 'period'] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

/**
 * Reads a spreadsheet cell as a number: "1,234.5" with a period separator, "1.234,5" with a comma
 * one; currency signs, spaces and percent signs are ignored. Null when the cell holds no number.
 */
export function parseCellNumber(
  cell: string | undefined,
  decimal: DecimalSeparator,
): number | null {
  if (cell === undefined) return null;
  const thousands = decimal === 'comma' ? '.' : ',';
  const separator = decimal === 'comma' ? ',' : '.';
  const cleaned = cell
    .trim()
    .replace(/[\s%$€£¥]/g, '')
    .split(thousands)
    .join('')
    .replace(separator, '.');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
