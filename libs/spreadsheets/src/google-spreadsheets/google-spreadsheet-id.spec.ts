import { describe, expect, it } from '@jest/globals';
import { googleSpreadsheetId } from './google-spreadsheet-id.js';

const id = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe('googleSpreadsheetId', () => {
  it.each([
    [`https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`, id],
    [`https://docs.google.com/spreadsheets/d/${id}`, id],
    [`  https://docs.google.com/spreadsheets/d/${id}/edit?usp=sharing `, id],
    [id, id],
  ])('reads %s', (pasted, expected) => {
    expect(googleSpreadsheetId(pasted)).toBe(expected);
  });

  it.each([
    'https://example.com/spreadsheets/d/' + id,
    'http://docs.google.com/spreadsheets/d/' + id,
    'https://docs.google.com/document/d/' + id,
    'short-id',
    'not a url at all',
    '',
  ])('refuses %s', (pasted) => {
    expect(googleSpreadsheetId(pasted)).toBeNull();
  });
});
