import { api } from '../../api/api.js';
import { templatesOf, type MarketplaceTemplate } from './marketplaceTemplates.js';

export const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMarketplaceTemplates: build.query<MarketplaceTemplate[], void>({
      query: () => ({ url: '/api/multipage/marketplace/templates' }),
      transformResponse: (response: unknown) => templatesOf(response),
    }),
  }),
});

export const { useListMarketplaceTemplatesQuery } = marketplaceApi;
