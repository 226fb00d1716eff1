/** Cells are read as numbers by the domain's rule (the scorecard's server sums use it too). */
export { parseCellNumber, type DecimalSeparator } from '@tessera/domain';

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
