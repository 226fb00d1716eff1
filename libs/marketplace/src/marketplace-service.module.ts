import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { TemplateClonesConsumer } from './clones/template-clones.consumer.js';
import { TemplateClonesRepository } from './clones/template-clones.repository.js';
import { REVIEW_MAIL_EVENTS, ReviewMailConsumer } from './notifications/review-mail.consumer.js';
import { TemplatePurchasesConsumer } from './purchases/template-purchases.consumer.js';
import { TemplatePurchasesRepository } from './purchases/template-purchases.repository.js';

/**
 * What the marketplace service must consume wherever it runs: the owner hears of each step of a
 * review, a template's copy is ready once its spreadsheet is, and a paid template is bought.
 */
export const MARKETPLACE_SERVICE_EVENTS: readonly EventName[] = [
  ...REVIEW_MAIL_EVENTS,
  'spreadsheet.copied',
  'billing.payment-received',
];

/**
 * The marketplace service: e-mails the owner when a submission is received, approved or
 * rejected, in jobs, follows each template copy until its data is there, and records the
 * templates workspaces bought. No controllers. Embedded, it runs in the one process beside the gateway;
 * split, it is apps/marketplace.
 */
@Module({
  providers: [
    ReviewMailConsumer,
    TemplateClonesRepository,
    TemplateClonesConsumer,
    TemplatePurchasesRepository,
    TemplatePurchasesConsumer,
  ],
})
export class MarketplaceServiceModule {}
