import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { TemplateClonesConsumer } from './clones/template-clones.consumer.js';
import { TemplateClonesRepository } from './clones/template-clones.repository.js';
import { REVIEW_MAIL_EVENTS, ReviewMailConsumer } from './notifications/review-mail.consumer.js';

/**
 * What the marketplace service must consume wherever it runs: the owner hears of each step of a
 * review, and a template's copy is ready once its spreadsheet is.
 */
export const MARKETPLACE_SERVICE_EVENTS: readonly EventName[] = [
  ...REVIEW_MAIL_EVENTS,
  'spreadsheet.copied',
];

/**
 * The marketplace service: e-mails the owner when a submission is received, approved or
 * rejected, in jobs, and follows each template copy until its data is there. No controllers. Embedded, it runs in the one process beside the gateway;
 * split, it is apps/marketplace.
 */
@Module({ providers: [ReviewMailConsumer, TemplateClonesRepository, TemplateClonesConsumer] })
export class MarketplaceServiceModule {}
