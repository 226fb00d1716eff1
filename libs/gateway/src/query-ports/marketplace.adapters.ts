import { Injectable } from '@nestjs/common';
import { AppsRepository, AppTemplatesService } from '@tessera/apps';
import { MarketplaceQueries } from '@tessera/marketplace';
import { TemplateData } from '@tessera/spreadsheets';
import type {
  MarketplaceApp,
  MarketplaceApps,
  MarketplaceData,
  TemplateAppCopy,
  MarketplaceMedia,
  MarketplacePayments,
  SellerStatus,
  SubmittedImage,
} from '@tessera/marketplace';
import { MediaQueries } from '@tessera/media';
import { BillingQueries, type BillingCatalogue } from '@tessera/billing';

/** The apps' answers to the marketplace, from the apps feature that owns them. */
@Injectable()
export class InProcessMarketplaceApps implements MarketplaceApps {
  constructor(
    private readonly apps: AppsRepository,
    private readonly templates: AppTemplatesService,
  ) {}

  async snapshotOf(workspaceId: string, appId: string) {
    const [app, snapshot] = await Promise.all([
      this.apps.find(workspaceId, appId),
      this.templates.snapshotOf(workspaceId, appId),
    ]);
    return app && snapshot ? { snapshot, spreadsheetId: app.spreadsheetId } : null;
  }

  createFromTemplate(workspaceId: string, copy: TemplateAppCopy) {
    return this.templates.createFromTemplate(workspaceId, copy);
  }

  async app(workspaceId: string, appId: string): Promise<MarketplaceApp | null> {
    const app = await this.apps.find(workspaceId, appId);
    return app
      ? {
          id: app.id,
          workspaceId: app.workspaceId,
          name: app.name,
          title: app.title,
          public: app.public,
          signInMethod: app.signInMethod,
        }
      : null;
  }
}

/** The media service's answers to the marketplace. */
@Injectable()
export class InProcessMarketplaceMedia implements MarketplaceMedia {
  constructor(private readonly media: MediaQueries) {}

  async imagesOf(workspaceId: string, urls: readonly string[]) {
    const images = await this.media.imagesOf(workspaceId, urls);
    return new Map<string, SubmittedImage>(
      [...images].map(([url, image]) => [url, { url, uploadedBytes: image.uploadedBytes }]),
    );
  }
}

/** The sheets library's answers to the marketplace: a template's data frozen at approval. */
@Injectable()
export class InProcessMarketplaceData implements MarketplaceData {
  constructor(private readonly templateData: TemplateData) {}

  freeze(workspaceId: string, spreadsheetId: string, titles: readonly string[], name: string) {
    return this.templateData.freeze(workspaceId, spreadsheetId, titles, name);
  }

  discard(workspaceId: string, frozenId: string) {
    return this.templateData.discard(workspaceId, frozenId);
  }
}

/** Billing's answer to the marketplace: whether a workspace may sell templates. */
@Injectable()
export class BillingSellerStatus implements MarketplacePayments {
  constructor(private readonly billing: BillingQueries) {}

  sellerStatus(workspaceId: string): Promise<SellerStatus> {
    return this.billing.sellerStatus(workspaceId);
  }
}

/** The marketplace's answers to billing: a template as it is sold, and whether it was bought. */
@Injectable()
export class InProcessBillingCatalogue implements BillingCatalogue {
  constructor(private readonly marketplace: MarketplaceQueries) {}

  templateForSale(templateId: string) {
    return this.marketplace.templateForSale(templateId);
  }

  isPurchased(workspaceId: string, templateId: string) {
    return this.marketplace.isPurchased(workspaceId, templateId);
  }
}
