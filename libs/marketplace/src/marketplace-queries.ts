import { Injectable } from '@nestjs/common';
import { TemplatePurchasesRepository } from './purchases/template-purchases.repository.js';
import { TemplatesRepository } from './templates/templates.repository.js';

/**
 * What other features may ask the marketplace (through a port of theirs the host answers with
 * this): a template as it is sold, and whether a workspace bought it.
 */
@Injectable()
export class MarketplaceQueries {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly purchases: TemplatePurchasesRepository,
  ) {}

  async templateForSale(templateId: string) {
    const template = await this.templates.findById(templateId);
    return template
      ? {
          id: template.id,
          name: template.name,
          slug: template.slug,
          priceCents: template.priceCents,
          isFree: template.isFree,
          sellerWorkspaceId: template.workspaceId,
        }
      : null;
  }

  isPurchased(workspaceId: string, templateId: string): Promise<boolean> {
    return this.purchases.has(workspaceId, templateId);
  }
}
