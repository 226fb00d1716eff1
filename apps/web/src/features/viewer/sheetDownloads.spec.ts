import { describe, expect, it } from '@jest/globals';
import { fileNameOf } from './sheetDownloads.js';

describe('the CSV download file name', () => {
  it('is the UTF-8 name the server gives, else its plain name, else sheet.csv', () => {
    expect(fileNameOf(`attachment; filename="Caf_.csv"; filename*=UTF-8''Caf%C3%A9.csv`)).toBe(
      'Café.csv',
    );
    expect(fileNameOf(`attachment; filename="Sales.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe(
      'Sales.csv',
    );
    expect(fileNameOf(undefined)).toBe('sheet.csv');
  });
});
