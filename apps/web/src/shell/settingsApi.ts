import type { PublicSetting, settingResponseSchema } from '@tessera/contracts';
import type { z } from 'zod';
import { api } from '../api/api.js';

/** GET /api/getENV/{setting}: the public settings the browser may read (§7). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSetting: build.query<string, PublicSetting>({
      query: (setting) => ({ url: `/api/getENV/${setting}` }),
      transformResponse: (response: z.infer<typeof settingResponseSchema>) => response.value,
    }),
  }),
});

export const { useGetPublicSettingQuery } = settingsApi;
