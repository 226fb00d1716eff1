import { describe, expect, it } from '@jest/globals';
import { blockPageSize, blockScoresParameter, scoreRequestsOf } from './block-data-request.js';
import { parseBlockSettings } from './block-settings.js';
import { computeScore, formatScore, scoreAnswers, type ScoreRequest } from './scorecard-scores.js';
import { OTHER_SHEET_WITH_FILTERS_MESSAGE, scoreRequestsSchema } from './scorecard-settings.js';

const request = (fn: ScoreRequest['function'], decimal: ScoreRequest['decimal'] = 'period') => ({
  column: 'Amount',
  function: fn,
  decimal,
});

describe('scorecard settings', () => {
  it('fills each figure with the spec defaults: sum, symbol $', () => {
    const parsed = parseBlockSettings('scorecard', { axis: [{ column: 'Amount' }] });
    expect(parsed).toMatchObject({
      success: true,
      settings: {
        sheet_title: '',
        filters: [],
        axis: [
          {
            sheet_title: '',
            column: 'Amount',
            label: '',
            function: 'sum',
            symbol: '$',
            decimal: 'period',
          },
        ],
      },
    });
  });

  it('refuses a figure without a column, an unknown function and more than 12 figures', () => {
    expect(parseBlockSettings('scorecard', { axis: [{ column: ' ' }] })).toEqual({
      success: false,
      message: 'axis.0.column: Choose a column.',
    });
    const unknown = parseBlockSettings('scorecard', {
      axis: [{ column: 'Amount', function: 'median' }],
    });
    expect(unknown.success).toBe(false);
    if (!unknown.success) expect(unknown.message).toMatch(/^axis\.0\.function: /);
    const many = parseBlockSettings('scorecard', {
      axis: Array.from({ length: 13 }, () => ({ column: 'Amount' })),
    });
    expect(many).toEqual({
      success: false,
      message: 'axis: A scorecard shows at most 12 figures.',
    });
  });

  it('refuses a figure of another sheet while the block has filters', () => {
    const other = { sheet_title: 'Refunds', column: 'Amount' };
    expect(parseBlockSettings('scorecard', { sheet_title: 'Orders', axis: [other] }).success).toBe(
      true,
    );
    const filtered = parseBlockSettings('scorecard', {
      sheet_title: 'Orders',
      conditional_filter: { select_column: 'Owner', filter_by: 'Logged in user' },
      axis: [{ column: 'Amount' }, other],
    });
    expect(filtered).toMatchObject({
      success: false,
      message: `axis.1.sheet_title: ${OTHER_SHEET_WITH_FILTERS_MESSAGE}`,
    });
  });

  it('accepts the four functions of the spec', () => {
    for (const fn of ['sum', 'average', 'first row', 'last row'])
      expect(
        parseBlockSettings('scorecard', { axis: [{ column: 'A', function: fn }] }).success,
      ).toBe(true);
  });
});

describe('computeScore', () => {
  const cells = ['$1,200.50', 'n/a', '', undefined, '-200.5', '300'];

  it('sums and averages the cells holding numbers, skipping the others', () => {
    expect(computeScore(request('sum'), cells).value).toBe(1300);
    expect(computeScore(request('average'), cells).value).toBeCloseTo(433.333, 3);
  });

  it('reads a comma decimal mark when told', () => {
    expect(computeScore(request('sum', 'comma'), ['1.234,5', '0,5']).value).toBe(1235);
  });

  it('gives the first and last cells as written, and nothing without rows', () => {
    expect(computeScore(request('first row'), cells).value).toBe('$1,200.50');
    expect(computeScore(request('last row'), cells).value).toBe('300');
    expect(computeScore(request('first row'), []).value).toBeNull();
    expect(computeScore(request('sum'), ['x', '']).value).toBeNull();
  });
});

describe('formatScore', () => {
  it('groups numbers with at most two decimals, the symbol before, % after', () => {
    expect(formatScore({ ...request('sum'), value: 1234567.891 }, '$')).toBe('$1,234,567.89');
    expect(formatScore({ ...request('sum'), value: -50 }, '€')).toBe('-€50');
    expect(formatScore({ ...request('average'), value: 12.5 }, '%')).toBe('12.5%');
    expect(formatScore({ ...request('sum'), value: 3 }, '')).toBe('3');
  });

  it('writes back in the column’s decimal mark', () => {
    expect(formatScore({ ...request('sum', 'comma'), value: 1234.5 }, '€')).toBe('€1.234,5');
  });

  it('shows a first or last row as written unless it is a number, and a dash for nothing', () => {
    expect(formatScore({ ...request('last row'), value: 'Closed' }, '$')).toBe('Closed');
    expect(formatScore({ ...request('last row'), value: '1200' }, '$')).toBe('$1,200');
    expect(formatScore({ ...request('sum'), value: null }, '$')).toBe('—');
    expect(formatScore(undefined, '$')).toBe('—');
  });
});

describe('the scores a scorecard reads', () => {
  const scorecard = {
    type: 'scorecard',
    settings: {
      sheet_title: 'Orders',
      axis: [
        { column: 'Amount', function: 'average', decimal: 'comma' },
        { column: '' },
        { column: 'Status', function: 'last row' },
        { sheet_title: ' Refunds ', column: 'Amount' },
        { sheet_title: '', column: 'Amount' },
      ],
    },
  };

  it('asks for one figure per card with a column (naming only another sheet), and one row', () => {
    expect(scoreRequestsOf(scorecard.settings.axis)).toEqual([
      { column: 'Amount', function: 'average', decimal: 'comma' },
      { column: 'Status', function: 'last row', decimal: 'period' },
      { sheet: 'Refunds', column: 'Amount', function: 'sum', decimal: 'period' },
      { column: 'Amount', function: 'sum', decimal: 'period' },
    ]);
    expect(JSON.parse(blockScoresParameter(scorecard)!)).toEqual(
      scoreRequestsOf(scorecard.settings.axis),
    );
    expect(blockPageSize(scorecard)).toBe(1);
  });

  it('asks nothing for other blocks or a scorecard without figures', () => {
    expect(blockScoresParameter({ type: 'table', settings: { axis: [{ column: 'A' }] } })).toBe(
      undefined,
    );
    expect(blockScoresParameter({ type: 'scorecard', settings: {} })).toBeUndefined();
  });

  it('matches a computed figure to the card that asked for it', () => {
    const score = computeScore(request('sum'), ['1']);
    expect(scoreAnswers(score, request('sum'))).toBe(true);
    expect(scoreAnswers(score, request('average'))).toBe(false);
    expect(scoreAnswers(score, request('sum', 'comma'))).toBe(false);
    // The same column of another sheet is another figure.
    expect(scoreAnswers(score, { ...request('sum'), sheet: 'Refunds' })).toBe(false);
    expect(
      scoreAnswers({ ...score, sheet: 'Refunds' }, { ...request('sum'), sheet: 'Refunds' }),
    ).toBe(true);
  });

  it('reads the scores query strictly', () => {
    expect(scoreRequestsSchema.safeParse([{ column: 'A', function: 'sum' }]).data).toEqual([
      { column: 'A', function: 'sum', decimal: 'period' },
    ]);
    expect(
      scoreRequestsSchema.safeParse([{ sheet: 'B', column: 'A', function: 'sum' }]).data,
    ).toEqual([{ sheet: 'B', column: 'A', function: 'sum', decimal: 'period' }]);
    expect(
      scoreRequestsSchema.safeParse([{ sheet: '', column: 'A', function: 'sum' }]).success,
    ).toBe(false);
    expect(scoreRequestsSchema.safeParse([{ column: 'A', function: 'max' }]).success).toBe(false);
    expect(scoreRequestsSchema.safeParse([{ column: '', function: 'sum' }]).success).toBe(false);
  });
});
