/** Decimal separator of a column's values (chart axis `decimal`). */
export type DecimalSeparator = 'comma' | 'period';

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

/** A chart's Data_Format: values as written, grouped numbers, or percentages. */
export type DataFormat = 'None' | 'Number' | 'Percent';

export function formatDataValue(value: number, format: DataFormat): string {
  switch (format) {
    case 'None':
      return String(value);
    case 'Number':
      return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    case 'Percent':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  }
}
