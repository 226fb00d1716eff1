import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { BillingAccountsRepository } from './billing-accounts.repository.js';
import { paymentsProvider } from './billing.module.js';
import { BillingEventsApplier } from './events/billing-events.applier.js';
import { BillingEventsConsumer } from './events/billing-events.consumer.js';
import { StripeEventsRepository } from './stripe-events.repository.js';
import { StripeEventIntake } from './webhooks/stripe-event-intake.js';

/** What the billing service must consume wherever it runs: every Stripe event received. */
export const BILLING_SERVICE_EVENTS: readonly EventName[] = ['billing.stripe-event-received'];

/**
 * The billing service: applies each Stripe event once (plans, template payments, sellers) and
 * reconciles with Stripe's events API after downtime. No controllers. Embedded, it runs in the
 * one process beside the gateway; split, it is apps/billing.
 */
@Module({
  providers: [
    paymentsProvider,
    BillingAccountsRepository,
    StripeEventsRepository,
    StripeEventIntake,
    BillingEventsApplier,
    BillingEventsConsumer,
  ],
})
export class BillingServiceModule {}
