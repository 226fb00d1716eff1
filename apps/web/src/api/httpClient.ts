import axios, { AxiosError, type AxiosInstance } from 'axios';
import { globalQueryParams } from './globalQuery.js';

/** Retries are 0; the base is the page origin; every request carries the global query parameters. */
function createClient(): AxiosInstance {
  const client = axios.create({ baseURL: window.location.origin, withCredentials: true });
  client.interceptors.request.use((config) => {
    config.params = {
      ...globalQueryParams(),
      ...(config.params as Record<string, unknown> | undefined),
    };
    return config;
  });
  return client;
}

export const httpClient = createClient();

/** Spec §8: the response's message, else the whole response, else "Network error occurred". */
export function errorMessageOf(error: unknown): string {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
      return data.message;
    if (typeof data === 'string' && data.length > 0) return data;
    if (data) return JSON.stringify(data);
    return 'Network error occurred';
  }
  return error instanceof Error && error.message ? error.message : 'Network error occurred';
}
