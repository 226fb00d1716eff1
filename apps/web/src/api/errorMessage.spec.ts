import { describe, expect, it } from '@jest/globals';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessageOf } from './errorMessage.js';

function answered(data: unknown): AxiosError {
  const response = {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, null, response);
}

describe('errorMessageOf', () => {
  it('prefers the message field of the answer', () => {
    expect(errorMessageOf(answered({ message: 'Duplicate column headers: Name.' }))).toBe(
      'Duplicate column headers: Name.',
    );
  });

  it('falls back to the whole answer', () => {
    expect(errorMessageOf(answered('Bad gateway'))).toBe('Bad gateway');
    expect(errorMessageOf(answered({ error: 'x' }))).toBe('{"error":"x"}');
  });

  it('says "Network error occurred" without an answer', () => {
    expect(errorMessageOf(new AxiosError('Network Error'))).toBe('Network error occurred');
  });
});
