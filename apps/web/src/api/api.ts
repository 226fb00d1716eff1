import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery.js';

/** One API slice; each feature adds its endpoints with `api.injectEndpoints` in `features/<f>/<f>Api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Auth',
    'Workspace',
    'Spreadsheet',
    'Board',
    'App',
    'Page',
    'Block',
    'SheetData',
    'AdminUser',
  ],
  endpoints: () => ({}),
});
