import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { cellText, dateText, numberText } from './cell-text.js';

describe('cellText', () => {
  it('gives a hyperlink its text, or its address when the text is empty', () => {
    const link = (text: unknown) => ({
      type: ExcelJS.ValueType.Hyperlink,
      value: { text, hyperlink: 'https://x.example' } as ExcelJS.CellValue,
    });
    expect(cellText(link('Visit'))).toBe('Visit');
    expect(cellText(link(''))).toBe('https://x.example');
    expect(cellText(link({ richText: [{ text: 'Rich ' }, { text: 'link' }] }))).toBe('Rich link');
  });

  it('gives a formula without a cached result an empty text', () => {
    expect(cellText({ type: ExcelJS.ValueType.Formula, value: { formula: 'A1' } })).toBe('');
    const date = new Date(Date.UTC(2024, 0, 31));
    expect(
      cellText({ type: ExcelJS.ValueType.Formula, value: { formula: 'A1', result: date } }),
    ).toBe('2024-01-31');
  });
});

describe('numberText', () => {
  it('writes numbers plainly with at most 15 significant digits', () => {
    expect(numberText(42)).toBe('42');
    expect(numberText(-0.5)).toBe('-0.5');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1234567.891)).toBe('1234567.891');
  });
});

describe('dateText', () => {
  it('writes dates, date-times and times like HTML date inputs', () => {
    expect(dateText(new Date(Date.UTC(2023, 11, 31)))).toBe('2023-12-31');
    expect(dateText(new Date(Date.UTC(2023, 11, 31, 23, 5)))).toBe('2023-12-31T23:05');
    expect(dateText(new Date(Date.UTC(2023, 11, 31, 23, 5, 9)))).toBe('2023-12-31T23:05:09');
    expect(dateText(new Date(Date.UTC(1899, 11, 30, 7, 45)))).toBe('07:45');
  });

  it('rounds the float noise of Excel times to the nearest second', () => {
    expect(dateText(new Date(Date.UTC(2023, 0, 2, 10, 29, 59, 999)))).toBe('2023-01-02T10:30');
  });
});
