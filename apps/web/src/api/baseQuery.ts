import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { errorMessageOf, httpClient } from './httpClient.js';

export type ApiError = { status: number; message: string; data?: unknown };

type Args = {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
};

/** RTK Query over axios: errors become `{status, message}` with the spec's message rules. */
export const axiosBaseQuery: BaseQueryFn<Args, unknown, ApiError> = async ({
  url,
  method = 'GET',
  data,
  params,
}) => {
  try {
    const result = await httpClient.request({ url, method, data, ...(params ? { params } : {}) });
    return { data: result.data as unknown };
  } catch (error) {
    const status = error instanceof AxiosError ? (error.response?.status ?? 0) : 0;
    const body: unknown = error instanceof AxiosError ? error.response?.data : undefined;
    return { error: { status, message: errorMessageOf(error), data: body } };
  }
};
