import { apiErrorMessage, apiErrorStatus } from '../../shell/ui/errorMessage.js';
import { useListMarketplaceTemplatesQuery } from './marketplaceApi.js';

/**
 * The published templates. A server without the marketplace service answers 404: that is an empty
 * marketplace, not an error.
 */
export function useMarketplaceTemplates() {
  const { data, isLoading, error } = useListMarketplaceTemplatesQuery();
  const notServed = apiErrorStatus(error) === 404;
  return {
    templates: notServed ? [] : data,
    isLoading,
    errorMessage: notServed ? null : apiErrorMessage(error),
  };
}
