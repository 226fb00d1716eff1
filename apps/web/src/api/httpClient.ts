import axios, { type AxiosInstance } from 'axios';
import { reportError } from '../shell/errors/reportError.js';
import { globalQueryParams } from './globalQuery.js';

/**
 * Retries are 0; the base is the page origin; every request carries the global query parameters.
 * Server rendering (viewer-entry/renderPublishedPage.tsx) imports it too but sends nothing: queries
 * start in effects, which the server does not run.
 */
function createClient(): AxiosInstance {
  const client = axios.create({
    ...(typeof window === 'undefined' ? {} : { baseURL: window.location.origin }),
    withCredentials: true,
  });
  client.interceptors.request.use((config) => {
    config.params = {
      ...globalQueryParams(),
      ...(config.params as Record<string, unknown> | undefined),
    };
    return config;
  });
  // A request the server failed is reported, with the trace the server named for it.
  client.interceptors.response.use(
    undefined,
    (error: Error & { response?: { status: number } }) => {
      if ((error.response?.status ?? 0) >= 500)
        reportError(error, { status: error.response?.status }, 'request');
      return Promise.reject(error);
    },
  );
  return client;
}

export const httpClient = createClient();

// Kept here too for the callers that import it with the client.
export { errorMessageOf } from './errorMessage.js';
