import type { AppDto, PageDto } from '@tessera/contracts';
import { api } from '../../../api/api.js';

/** Calls of the multi-page editor: pages and app settings (rows: the viewer's sheetRowsApi). */
export const multipageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPages: build.query<PageDto[], string>({
      query: (appId) => ({ url: `/api/pages/${encodeURIComponent(appId)}` }),
      transformResponse: (response: { pages: PageDto[] }) => response.pages,
      providesTags: ['Page'],
    }),
    createPage: build.mutation<PageDto, { appId: string; page_name: string; page_slug: string }>({
      query: (body) => ({ url: '/api/pages', method: 'POST', data: body }),
      transformResponse: (response: { page: PageDto }) => response.page,
      invalidatesTags: ['Page'],
    }),
    updatePage: build.mutation<PageDto, { id: string; page_name?: string; page_slug?: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/pages/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
      }),
      transformResponse: (response: { page: PageDto }) => response.page,
      invalidatesTags: ['Page'],
    }),
    deletePage: build.mutation<null, string>({
      query: (id) => ({ url: `/api/pages/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Page'],
    }),
    reorderPages: build.mutation<PageDto[], { appId: string; ids: string[] }>({
      query: (body) => ({ url: '/api/pages/order', method: 'PUT', data: body }),
      transformResponse: (response: { pages: PageDto[] }) => response.pages,
      invalidatesTags: ['Page'],
    }),
    /** PATCH /api/apps/{id}/settings: App Settings and the Publish dialog's public toggle. */
    updateAppSettings: build.mutation<
      AppDto,
      { id: string; title?: string; public?: boolean; settings?: Record<string, unknown> }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/apps/${encodeURIComponent(id)}/settings`,
        method: 'PATCH',
        data: body,
      }),
      transformResponse: (response: { app: AppDto }) => response.app,
      invalidatesTags: ['App'],
    }),
  }),
});

export const {
  useGetPagesQuery,
  useCreatePageMutation,
  useUpdatePageMutation,
  useDeletePageMutation,
  useReorderPagesMutation,
  useUpdateAppSettingsMutation,
} = multipageApi;
