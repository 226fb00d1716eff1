import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import {
  browserPatternTest,
  fieldChecksOf,
  fieldProblem,
  fieldProblems,
  type FieldCheck,
} from './field-checks.js';

const field = (overrides: Partial<FieldCheck> = {}): FieldCheck => ({
  column: 'Answer',
  label: 'Answer',
  type: 'text',
  required: false,
  regex: '',
  hidden: false,
  ...overrides,
});
const problem = (overrides: Partial<FieldCheck>, value: string) =>
  fieldProblem(field(overrides), value, browserPatternTest);

describe('fieldProblem', () => {
  it('asks for a required field, and lets an optional one stay empty', () => {
    expect(problem({ required: true }, '  ')).toBe('This field is required.');
    expect(problem({ required: true, type: 'file' }, '')).toBe('This field is required.');
    expect(problem({ type: 'email', regex: '^x' }, '')).toBeNull();
  });

  it('checks each typed field', () => {
    const cases: [string, string[], string[]][] = [
      ['email', ['ann@example.com', ' a.b+c@mail.co.uk '], ['ann', 'ann@example', 'a b@x.io']],
      ['number', ['12', '-3.5', '1,5', '2e3', '1,234.56', '1.234,56'], ['twelve', '--1', '1-2']],
      [
        'url',
        ['https://example.com/a?b', 'http://localhost:3000', 'example.com', 'shop.example.org/x'],
        ['example', 'javascript:alert(1)', 'https://a b', 'mailto:a@b.io'],
      ],
      [
        'tel',
        ['+44 20 7946 0958', '(555) 123-4567', '030/1234567', '555-1234 ext. 12', '555 1234 x12'],
        ['call me', '12', '555-CALL'],
      ],
      ['date', ['2026-11-29'], ['2026-02-30', '29/11/2026']],
      [
        'datetime-local',
        ['2026-11-29T09:30', '2026-11-29T09:30:15'],
        ['2026-11-29 09:30', '2026-11-29T25:00'],
      ],
      ['time', ['09:30', '23:59:59'], ['9.30', '24:00']],
      ['month', ['2026-11'], ['2026-13', 'Nov 2026']],
      ['week', ['2026-W48'], ['2026-W54', '2026-48']],
    ];
    for (const [type, good, bad] of cases) {
      for (const value of good)
        expect([type, value, problem({ type }, value)]).toEqual([type, value, null]);
      for (const value of bad) expect(problem({ type }, value)).toMatch(/^Enter /);
    }
  });

  it("holds a value to the owner's maximum, else its type's", () => {
    expect(problem({ maxLength: 3 }, 'abcd')).toBe('Use at most 3 characters.');
    expect(problem({}, 'x'.repeat(1001))).toBe('Use at most 1,000 characters.');
    expect(problem({ type: 'textarea' }, 'x'.repeat(5000))).toBeNull();
    // Hidden fields are held to their length alone.
    expect(problem({ hidden: true, maxLength: 2, required: true, type: 'email' }, 'abc')).toBe(
      'Use at most 2 characters.',
    );
    expect(problem({ hidden: true, required: true, type: 'email' }, '')).toBeNull();
  });

  it('applies the regex after the type, and says when it could not be decided', () => {
    expect(problem({ regex: '^\\d{5}$', label: 'Zip' }, '12a')).toBe('Please enter a valid Zip.');
    expect(problem({ regex: '^\\d{5}$' }, '12345')).toBeNull();
    const undecided = fieldProblem(field({ regex: '.' }), 'x', () => null);
    expect(undecided).toBe('This answer could not be checked in time: shorten it.');
  });
});

describe('fieldProblems and fieldChecksOf', () => {
  it('checks every field of a form as saved, reading only own values', () => {
    const parsed = parseBlockSettings('form', {
      sheet_title: 'Leads',
      axis: [
        { column: 'Email', type: 'email', required: true },
        { column: 'Age', type: 'number', max_length: 3 },
        { column: 'Source', hide: true, default: 'web' },
      ],
    });
    if (!parsed.success) throw new Error(parsed.message);
    const checks = fieldChecksOf(parsed.settings.axis);
    expect(checks.map((check) => [check.column, check.required, check.hidden])).toEqual([
      ['Email', true, false],
      ['Age', false, false],
      ['Source', false, true],
    ]);
    const values = Object.create({ Email: 'inherited@example.com' }) as Record<string, string>;
    values['Age'] = 'forty';
    expect(fieldProblems(checks, values, browserPatternTest)).toEqual({
      Email: 'This field is required.',
      Age: 'Use at most 3 characters.',
    });
  });

  it('refuses a maximum length outside 1 to 50,000', () => {
    const tooLong = parseBlockSettings('form', {
      axis: [{ column: 'A', max_length: 50_001 }],
    });
    expect(tooLong).toEqual({
      success: false,
      message: 'axis.0.max_length: A field takes at most 50,000 characters.',
    });
  });
});
