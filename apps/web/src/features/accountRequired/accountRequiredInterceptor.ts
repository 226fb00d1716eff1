import type { Dispatch } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { errorMessageOf } from '../../api/errorMessage.js';
import { accountRequiredDetected, isAccountRequiredMessage } from './accountRequiredSlice.js';

/** Watches every failed request of `client` for the "no account" answer; returns an un-install. */
export function watchForAccountRequired(client: AxiosInstance, dispatch: Dispatch): () => void {
  const id = client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAccountRequiredMessage(errorMessageOf(error))) dispatch(accountRequiredDetected());
    return Promise.reject(error instanceof Error ? error : new Error(errorMessageOf(error)));
  });
  return () => client.interceptors.response.eject(id);
}
