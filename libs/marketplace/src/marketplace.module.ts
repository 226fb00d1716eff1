import { Module } from '@nestjs/common';
import { MarketplaceQueries } from './marketplace-queries.js';
import { TemplatePurchasesRepository } from './purchases/template-purchases.repository.js';
import { TemplateClonesController } from './clones/template-clones.controller.js';
import { TemplateClonesRepository } from './clones/template-clones.repository.js';
import { TemplateClonesService } from './clones/template-clones.service.js';
import { ReviewRequestsController } from './review-requests/review-requests.controller.js';
import { ReviewRequestsRepository } from './review-requests/review-requests.repository.js';
import { ReviewRequestsService } from './review-requests/review-requests.service.js';
import { ReviewsController } from './reviews/reviews.controller.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesRepository } from './templates/templates.repository.js';
import { TemplatesService } from './templates/templates.service.js';

/**
 * The marketplace's HTTP side, hosted by the gateway: the owner's review request (the Marketplace
 * dialog), the reviewers' moderation queue, the public list of templates, and templates used in
 * a workspace. What it needs of
 * apps, media and payments comes through its ports (MARKETPLACE_APPS, MARKETPLACE_MEDIA,
 * MARKETPLACE_PAYMENTS), which the host answers. The e-mails are the marketplace service's
 * (MarketplaceServiceModule).
 */
@Module({
  controllers: [
    ReviewRequestsController,
    ReviewsController,
    TemplatesController,
    TemplateClonesController,
  ],
  providers: [
    ReviewRequestsRepository,
    ReviewRequestsService,
    ReviewsService,
    TemplatesRepository,
    TemplatesService,
    TemplateClonesRepository,
    TemplateClonesService,
    TemplatePurchasesRepository,
    MarketplaceQueries,
  ],
  exports: [MarketplaceQueries],
})
export class MarketplaceModule {}
