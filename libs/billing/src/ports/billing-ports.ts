/**
 * What billing needs from the marketplace, through a port the host answers
 * (libs/gateway/src/query-ports): both sides run in the gateway (decision 0015).
 */
export type TemplateForSale = {
  id: string;
  name: string;
  slug: string;
  /** The price the marketplace holds: the only one a sale uses. */
  priceCents: number;
  isFree: boolean;
  sellerWorkspaceId: string;
};

export type BillingCatalogue = {
  templateForSale(templateId: string): Promise<TemplateForSale | null>;
  isPurchased(workspaceId: string, templateId: string): Promise<boolean>;
};

export const BILLING_CATALOGUE = Symbol('BILLING_CATALOGUE');
