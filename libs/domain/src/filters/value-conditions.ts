import { cellDateKey, dayOf, parseSheetDateTime, secondOf } from './sheet-date.js';
import { cellOf, normalise, type RowPredicate } from './row-predicate.js';

const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** Text order for `>` and `<`: natural ("Item 2" < "Item 10"), ignoring case and accents. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A plain decimal number ("12", "-3.5", "1e3"); no thousands separators or currency signs. */
export function readNumber(text: string): number | null {
  return numberPattern.test(text) ? Number(text) : null;
}

/**
 * A filter value read once at compile time, as text, as a number and as a date. Dates compare by
 * day, or to the second when the value names a time of day.
 */
type Operand = {
  text: string;
  lower: string;
  number: number | null;
  /** The value's day number, or its second number when it has a time; null when not a date. */
  dateKey: number | null;
  hasTime: boolean;
};

function operand(value: string): Operand {
  const text = value.trim();
  const date = parseSheetDateTime(text);
  const hasTime = date?.hasTime ?? false;
  return {
    text,
    lower: text.toLowerCase(),
    number: readNumber(text),
    dateKey: date ? (hasTime ? secondOf(date.date) : dayOf(date.date)) : null,
    hasTime,
  };
}

/**
 * `=`: numbers by value when both sides are numbers ("5" = "5.0"), dates by day (or second) when
 * both are dates in any of the spec's formats ("2024-03-05" = "5 March 2024"), otherwise text,
 * case-insensitive and trimmed.
 */
export function compileEquals(column: string, value: string): RowPredicate {
  const target = operand(value);
  return (row) => {
    const cell = cellOf(row, column).trim();
    if (target.number !== null) {
      const number = readNumber(cell);
      if (number !== null) return number === target.number;
    }
    if (target.dateKey !== null) {
      const key = cellDateKey(cell, target.hasTime);
      if (key !== null) return key === target.dateKey;
    }
    return cell.toLowerCase() === target.lower;
  };
}

/**
 * `>` and `<`: the value decides how cells are compared. A numeric value compares numeric cells, a
 * date value compares date cells, any other value compares text in natural order. Empty cells and
 * cells of another kind (text against a number) never match.
 */
export function compileOrder(column: string, value: string, greater: boolean): RowPredicate {
  const target = operand(value);
  const matches = (order: number) => (greater ? order > 0 : order < 0);
  if (target.number !== null) {
    const bound = target.number;
    return (row) => {
      const number = readNumber(cellOf(row, column).trim());
      return number !== null && matches(number - bound);
    };
  }
  if (target.dateKey !== null) {
    const { dateKey, hasTime } = target;
    return (row) => {
      const key = cellDateKey(cellOf(row, column), hasTime);
      return key !== null && matches(key - dateKey);
    };
  }
  return (row) => {
    const cell = cellOf(row, column).trim();
    return cell !== '' && matches(collator.compare(cell, target.text));
  };
}

export type TextCondition =
  'starts_with' | 'not_starts_with' | 'ends_with' | 'not_ends_with' | 'includes' | 'not_includes';

/** Text conditions, case-insensitive, on the trimmed cell; the negations match empty cells. */
export function compileText(column: string, condition: TextCondition, value: string): RowPredicate {
  const needle = normalise(value);
  const cell = (row: Parameters<RowPredicate>[0]) => normalise(cellOf(row, column));
  switch (condition) {
    case 'starts_with':
      return (row) => cell(row).startsWith(needle);
    case 'not_starts_with':
      return (row) => !cell(row).startsWith(needle);
    case 'ends_with':
      return (row) => cell(row).endsWith(needle);
    case 'not_ends_with':
      return (row) => !cell(row).endsWith(needle);
    case 'includes':
      return (row) => cell(row).includes(needle);
    case 'not_includes':
      return (row) => !cell(row).includes(needle);
  }
}

/** `any_of`: the cell equals one of the values, as text, case-insensitive and trimmed. */
export function compileAnyOf(column: string, values: readonly string[]): RowPredicate {
  const wanted = new Set(values.map(normalise));
  return (row) => wanted.has(normalise(cellOf(row, column)));
}
