import type { TemplateCloneDto } from '@tessera/contracts';
import { api } from '../../api/api.js';
import { templatesOf, type MarketplaceTemplate } from './marketplaceTemplates.js';

export const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMarketplaceTemplates: build.query<MarketplaceTemplate[], void>({
      query: () => ({ url: '/api/multipage/marketplace/templates' }),
      transformResponse: (response: unknown) => templatesOf(response),
    }),
    /** Uses a template: its app is made in the owner's workspace, its data copied after. */
    cloneTemplate: build.mutation<TemplateCloneDto, string>({
      query: (templateId) => ({
        url: `/api/multipage/marketplace/templates/${encodeURIComponent(templateId)}/clone`,
        method: 'POST',
      }),
      transformResponse: (response: { clone: TemplateCloneDto }) => response.clone,
    }),
    getTemplateClone: build.query<TemplateCloneDto, string>({
      query: (cloneId) => ({
        url: `/api/multipage/marketplace/clones/${encodeURIComponent(cloneId)}`,
      }),
      transformResponse: (response: { clone: TemplateCloneDto }) => response.clone,
    }),
  }),
});

export const {
  useListMarketplaceTemplatesQuery,
  useCloneTemplateMutation,
  useGetTemplateCloneQuery,
} = marketplaceApi;
