import { Injectable } from '@nestjs/common';
import { AppsRepository, AppTemplatesService } from '@tessera/apps';
import type {
  MarketplaceApp,
  MarketplaceApps,
  TemplateAppCopy,
  MarketplaceMedia,
  MarketplacePayments,
  SellerStatus,
  SubmittedImage,
} from '@tessera/marketplace';
import { MediaQueries } from '@tessera/media';

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

/**
 * The seller status while this server has no Stripe keys: paid templates cannot be sold, and the
 * owner is told why (free ones are unaffected).
 */
@Injectable()
export class NoStripeSellerStatus implements MarketplacePayments {
  sellerStatus(): Promise<SellerStatus> {
    return Promise.resolve({
      canSubmitPaid: false,
      reason:
        'Payments are not set up on this server (it has no Stripe keys): templates can only be submitted free.',
    });
  }
}
