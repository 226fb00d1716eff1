import type { AxiosInstance } from 'axios';
import { errorMessageOf } from '../../api/errorMessage.js';
import { isAccountRequiredMessage } from './accountRequiredSlice.js';

/**
 * Watches every failed request of `client` for the "no account" answer (§8) and calls
 * `onAccountRequired`; the request still fails for its caller. Returns an un-install.
 */
export function watchForAccountRequired(
  client: AxiosInstance,
  onAccountRequired: () => void,
): () => void {
  const id = client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAccountRequiredMessage(errorMessageOf(error))) onAccountRequired();
    return Promise.reject(error instanceof Error ? error : new Error(errorMessageOf(error)));
  });
  return () => client.interceptors.response.eject(id);
}
