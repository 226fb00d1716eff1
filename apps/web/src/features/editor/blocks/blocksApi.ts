import type { BlockDto, CreateBlockRequest } from '@tessera/contracts';
import type { BlockCatalogueEntry } from '@tessera/domain';
import { api } from '../../../api/api.js';

type CatalogueEntry = Pick<BlockCatalogueEntry, 'type' | 'label' | 'description'> & {
  available: boolean;
};

/** Block calls shared by the board and multi-page editors. */
export const blocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/blocks: the Choose Your Block catalogue; an error gives an empty list (§7). */
    getBlockCatalogue: build.query<CatalogueEntry[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/blocks' });
        if (result.error) return { data: [] };
        const body = result.data as { blocks?: CatalogueEntry[] };
        return { data: Array.isArray(body.blocks) ? body.blocks : [] };
      },
    }),
    createBlock: build.mutation<BlockDto, CreateBlockRequest>({
      query: (body) => ({ url: '/api/blocks', method: 'POST', data: body }),
      transformResponse: (response: { block: BlockDto }) => response.block,
    }),
    updateBlock: build.mutation<BlockDto, { id: string; settings: Record<string, unknown> }>({
      query: ({ id, settings }) => ({
        url: `/api/blocks/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: { settings },
      }),
      transformResponse: (response: { block: BlockDto }) => response.block,
    }),
    deleteBlock: build.mutation<null, string>({
      query: (id) => ({ url: `/api/blocks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
    }),
    reorderBlocks: build.mutation<BlockDto[], { boardId?: string; pageId?: string; ids: string[] }>(
      {
        query: (body) => ({ url: '/api/blocks/order', method: 'PUT', data: body }),
        transformResponse: (response: { blocks: BlockDto[] }) => response.blocks,
      },
    ),
  }),
});

export const {
  useGetBlockCatalogueQuery,
  useCreateBlockMutation,
  useUpdateBlockMutation,
  useDeleteBlockMutation,
  useReorderBlocksMutation,
} = blocksApi;
