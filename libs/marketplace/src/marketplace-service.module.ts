import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { REVIEW_MAIL_EVENTS, ReviewMailConsumer } from './notifications/review-mail.consumer.js';

/** What the marketplace service must consume wherever it runs: the owner hears of each step. */
export const MARKETPLACE_SERVICE_EVENTS: readonly EventName[] = [...REVIEW_MAIL_EVENTS];

/**
 * The marketplace service: e-mails the owner when a submission is received, approved or
 * rejected, in jobs. No controllers. Embedded, it runs in the one process beside the gateway;
 * split, it is apps/marketplace.
 */
@Module({ providers: [ReviewMailConsumer] })
export class MarketplaceServiceModule {}
