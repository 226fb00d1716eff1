import { describe, expect, it } from '@jest/globals';
import { SPREADSHEET_MAX_BYTES, spreadsheetNameOf, uploadProblem } from './spreadsheetUpload.js';

describe('a spreadsheet file before it is sent', () => {
  it('is a CSV or XLSX file, not empty, at most 20 MB', () => {
    expect(uploadProblem({ name: 'Orders.csv', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'Orders.XLSX', size: SPREADSHEET_MAX_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'Orders.csv', size: 0 })).toBe('The file is empty.');
    expect(uploadProblem({ name: 'Orders.xlsx', size: SPREADSHEET_MAX_BYTES + 1 })).toBe(
      'The file is larger than 20 MB.',
    );
    expect(uploadProblem({ name: 'Orders.numbers', size: 10 })).toBe('Choose a CSV or XLSX file.');
    expect(uploadProblem({ name: 'csv', size: 10 })).toBe('Choose a CSV or XLSX file.');
  });

  it('is named as the server names it', () => {
    expect(spreadsheetNameOf('Team roster.xlsx')).toBe('Team roster');
    expect(spreadsheetNameOf('.csv')).toBe('Untitled spreadsheet');
  });
});
