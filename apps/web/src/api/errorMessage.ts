import { MESSAGES } from '@tessera/domain';
import { AxiosError } from 'axios';

/** Spec §8: the response's message, else the whole response, else "Network error occurred". */
export function errorMessageOf(error: unknown): string {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
      return data.message;
    if (typeof data === 'string' && data.length > 0) return data;
    if (data) return JSON.stringify(data);
    return MESSAGES.networkError;
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.networkError;
}
