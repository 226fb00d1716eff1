import { describe, expect, it } from '@jest/globals';
import {
  SPREADSHEET_FILE_MAX_BYTES,
  spreadsheetFileProblem,
  spreadsheetName,
} from './spreadsheet-files.js';

describe('a spreadsheet file before it is sent', () => {
  it('has a spreadsheet extension (or none), is not empty, and is at most 20 MB', () => {
    expect(spreadsheetFileProblem({ name: 'Orders.csv', size: 10 })).toBeNull();
    expect(spreadsheetFileProblem({ name: 'Orders.TSV', size: 10 })).toBeNull();
    expect(spreadsheetFileProblem({ name: 'orders', size: 10 })).toBeNull();
    expect(
      spreadsheetFileProblem({ name: 'Orders.XLSX', size: SPREADSHEET_FILE_MAX_BYTES }),
    ).toBeNull();
    expect(spreadsheetFileProblem({ name: 'Orders.csv', size: 0 })).toBe('The file is empty.');
    expect(
      spreadsheetFileProblem({ name: 'Orders.xlsx', size: SPREADSHEET_FILE_MAX_BYTES + 1 }),
    ).toBe('The file is larger than 20 MB.');
    expect(spreadsheetFileProblem({ name: 'Orders.pdf', size: 10 })).toBe(
      'Upload a CSV or XLSX file.',
    );
  });

  it('is named without its extension or path', () => {
    expect(spreadsheetName('C:\\fakepath\\Team roster.xlsx')).toBe('Team roster');
    expect(spreadsheetName('.csv')).toBe('Untitled spreadsheet');
  });
});
