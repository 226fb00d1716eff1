import { describe, expect, it } from '@jest/globals';
import { formatDataValue, parseCellNumber } from './numbers.js';

describe('parseCellNumber', () => {
  it('reads period decimals with thousands commas', () => {
    expect(parseCellNumber('1,234.50', 'period')).toBe(1234.5);
    expect(parseCellNumber('$ 12', 'period')).toBe(12);
    expect(parseCellNumber('-3.5%', 'period')).toBe(-3.5);
  });
  it('reads comma decimals with thousands points', () => {
    expect(parseCellNumber('1.234,50', 'comma')).toBe(1234.5);
  });
  it('gives null for cells without a number', () => {
    expect(parseCellNumber('', 'period')).toBeNull();
    expect(parseCellNumber('abc', 'period')).toBeNull();
    expect(parseCellNumber(undefined, 'period')).toBeNull();
    expect(parseCellNumber('12abc', 'period')).toBeNull();
  });
});

describe('formatDataValue', () => {
  it('shows values as written, grouped, or as percentages', () => {
    expect(formatDataValue(1234.5, 'None')).toBe('1234.5');
    expect(formatDataValue(1234.567, 'Number')).toBe('1,234.57');
    expect(formatDataValue(12.5, 'Percent')).toBe('12.5%');
  });
});
