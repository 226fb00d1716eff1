import ExcelJS from 'exceljs';

type Cell = Pick<ExcelJS.Cell, 'type' | 'value'>;
type Result = NonNullable<ExcelJS.CellFormulaValue['result']>;

/**
 * The text a sheet row stores for an XLSX cell: what the owner sees in the spreadsheet, as a plain
 * string. Formulas give their cached result, rich text its text, hyperlinks their text (the URL
 * when the text is empty), dates ISO dates in the format of HTML date/time inputs.
 */
export function cellText(cell: Cell): string {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge: // the merged range's value lives in its first cell only
      return '';
    case ExcelJS.ValueType.Number:
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
    case ExcelJS.ValueType.Date:
    case ExcelJS.ValueType.Boolean:
    case ExcelJS.ValueType.Error:
      return resultText(value as Result);
    case ExcelJS.ValueType.Formula: {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || result === null ? '' : resultText(result);
    }
    case ExcelJS.ValueType.RichText:
      return richText(value);
    case ExcelJS.ValueType.Hyperlink: {
      const link = value as { text?: unknown; hyperlink?: unknown };
      const text = typeof link.text === 'string' ? link.text : richText(link.text);
      return text || (typeof link.hyperlink === 'string' ? link.hyperlink : '');
    }
  }
}

function resultText(value: Result): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  return value.error;
}

function richText(value: unknown): string {
  const runs = (value as Partial<ExcelJS.CellRichTextValue> | null)?.richText;
  return Array.isArray(runs) ? runs.map((run) => run.text).join('') : '';
}

/** Excel shows 15 significant digits; this drops binary noise such as 0.30000000000000004. */
export function numberText(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
}

const EXCEL_DAY_ZERO = '1899-12-30';
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Excel dates have no time zone: exceljs gives the wall-clock time as UTC. A date alone gives
 * `YYYY-MM-DD`, a date with a time `YYYY-MM-DDTHH:mm` (`:ss` when it has seconds), a time alone
 * (Excel's day zero, 1899-12-30) `HH:mm` or `HH:mm:ss`.
 */
export function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const d = new Date(Math.round(value.getTime() / 1000) * 1000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const seconds = d.getUTCSeconds();
  const time =
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` + (seconds ? `:${pad(seconds)}` : '');
  const hasTime = d.getUTCHours() !== 0 || d.getUTCMinutes() !== 0 || seconds !== 0;
  if (date === EXCEL_DAY_ZERO) return time;
  return hasTime ? `${date}T${time}` : date;
}
