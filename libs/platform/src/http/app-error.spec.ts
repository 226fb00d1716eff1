import { describe, expect, it } from '@jest/globals';
import { AppError, defineErrors } from './app-error.js';

describe('defineErrors', () => {
  const SheetsError = defineErrors('Sheets', { notFound: [404, 'Sheet not found.'] });

  it('carries the status and the exact message of its code', () => {
    const error = new SheetsError('notFound');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Sheet not found.');
    expect(error.code).toBe('notFound');
  });
});
