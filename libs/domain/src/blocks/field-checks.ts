import { cellDay } from '../filters/sheet-date.js';
import { parseCellNumber } from './cell-number.js';

/** The most a field takes when its owner sets no maximum: long text, and everything else. */
export const LONG_TEXT_MAX_LENGTH = 10_000;
export const FIELD_MAX_LENGTH = 1_000;
/** The most an owner may allow (a spreadsheet cell holds 50,000 characters). */
export const FIELD_MAX_LENGTH_LIMIT = 50_000;

/**
 * How a form's field (or an event's registration field) is checked, the same way in the visitor's
 * browser and again on the server: filled in when required, at most its length, in the form its
 * type asks for, and matching the owner's regex.
 */
export type FieldCheck = {
  column: string;
  label: string;
  /** The field's type (text, email, number, date, file...). */
  type: string;
  required: boolean;
  /** The owner's maximum; the type's default when absent. */
  maxLength?: number | undefined;
  /** The owner's regex_validation ('' for none). */
  regex: string;
  /** Hidden fields send their default: only their length is checked (the visitor cannot fix it). */
  hidden: boolean;
};

/**
 * Whether a value matches a pattern; null when it could not be decided in time (the server runs
 * an owner's pattern with a time limit, see patternTest in the sheets service).
 */
export type PatternTest = (pattern: string, value: string) => boolean | null;

/** The browser's test: the pattern as the owner wrote it (a broken one checks nothing). */
export const browserPatternTest: PatternTest = (pattern, value) => {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isDay = (value: string) => DAY.test(value) && cellDay(value) !== null;

/** What each typed field takes, and what it says when a value is not that. */
const TYPE_CHECKS: Record<string, { accepts: (value: string) => boolean; message: string }> = {
  email: {
    accepts: (value) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value),
    message: 'Enter an e-mail address, like name@example.com.',
  },
  number: {
    // As a sheet writes numbers: 1234.5, 1,234.5 or 1.234,5 (what charts and scorecards read).
    accepts: (value) =>
      parseCellNumber(value, 'period') !== null || parseCellNumber(value, 'comma') !== null,
    message: 'Enter a number.',
  },
  url: {
    // A web address with a host and no spaces; http(s):// may be left out (example.com/page).
    accepts: (value) =>
      /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(value) ||
      /^[^\s/?#:@]+\.[a-z]{2,}([/?#]\S*)?$/i.test(value),
    message: 'Enter a web address, like example.com or https://example.com/page.',
  },
  tel: {
    // Digits with + / - . ( ) and spaces, and an extension (ext. 12, x12).
    accepts: (value) =>
      /^\+?[\d\s()./-]+((\s*(ext\.?|x)\s*\d+))?$/i.test(value) &&
      (value.match(/\d/g)?.length ?? 0) >= 5,
    message: 'Enter a phone number: digits, spaces and + - / ( ) only.',
  },
  date: { accepts: isDay, message: 'Enter a date as YYYY-MM-DD.' },
  'datetime-local': {
    accepts: (value) => {
      const [day = '', time = ''] = value.split('T');
      return isDay(day) && TIME.test(time);
    },
    message: 'Enter a date and time as YYYY-MM-DDTHH:MM.',
  },
  time: { accepts: (value) => TIME.test(value), message: 'Enter a time as HH:MM.' },
  month: {
    accepts: (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value),
    message: 'Enter a month as YYYY-MM.',
  },
  week: {
    accepts: (value) => /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/.test(value),
    message: 'Enter a week as YYYY-Www (2026-W48).',
  },
};

/** The most a field takes: the owner's maximum, else its type's. */
export function fieldMaxLength(field: Pick<FieldCheck, 'type' | 'maxLength'>): number {
  if (field.maxLength !== undefined) return field.maxLength;
  return field.type === 'textarea' || field.type === 'markdowntext'
    ? LONG_TEXT_MAX_LENGTH
    : FIELD_MAX_LENGTH;
}

/** What is wrong with a field's value, in words for the visitor; null when nothing is. */
export function fieldProblem(field: FieldCheck, value: string, test: PatternTest): string | null {
  const max = fieldMaxLength(field);
  if (value.length > max) return `Use at most ${max.toLocaleString('en')} characters.`;
  if (field.hidden) return null;
  const trimmed = value.trim();
  if (trimmed === '') return field.required ? 'This field is required.' : null;
  // A file field holds the address of a file sent through the server, which checks it there.
  if (field.type === 'file' || field.type === 'image') return null;
  const typeCheck = Object.hasOwn(TYPE_CHECKS, field.type) ? TYPE_CHECKS[field.type] : undefined;
  if (typeCheck && !typeCheck.accepts(trimmed)) return typeCheck.message;
  if (field.regex) {
    const matches = test(field.regex, value);
    if (matches === null) return 'This answer could not be checked in time: shorten it.';
    if (!matches) return `Please enter a valid ${field.label}.`;
  }
  return null;
}

/** The fields whose values have a problem, with the message shown under each. */
export function fieldProblems(
  fields: readonly FieldCheck[],
  values: Readonly<Record<string, string>>,
  test: PatternTest,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.column) ? values[field.column]! : '';
    const problem = fieldProblem(field, value, test);
    if (problem) problems[field.column] = problem;
  }
  return problems;
}

/** The checks of a form's fields or an event's registration fields, in their order. */
export function fieldChecksOf(
  axis: readonly {
    column: string;
    label: string;
    type: string;
    required: boolean;
    max_length?: number | undefined;
    regex_validation: string;
    hide?: boolean;
  }[],
): FieldCheck[] {
  return axis.map((field) => ({
    column: field.column,
    label: field.label || field.column,
    type: field.type,
    required: field.required,
    maxLength: field.max_length,
    regex: field.regex_validation,
    hidden: field.hide ?? false,
  }));
}
