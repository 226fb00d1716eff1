/** Builds CSV bytes from rows of cells, quoting only where the format needs it. */
export function buildCsv(
  rows: readonly (readonly string[])[],
  options: { delimiter?: string; bom?: boolean; lineEnding?: '\n' | '\r\n' } = {},
): Buffer {
  const delimiter = options.delimiter ?? ',';
  const quote = (cell: string) =>
    cell.includes('"') || cell.includes(delimiter) || /[\r\n]/.test(cell)
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  const lineEnding = options.lineEnding ?? '\n';
  const text = rows.map((row) => `${row.map(quote).join(delimiter)}${lineEnding}`).join('');
  return Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf8');
}
