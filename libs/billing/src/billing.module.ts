import { Module } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import { BillingAccountsRepository } from './billing-accounts.repository.js';
import { BillingQueries } from './billing-queries.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { PAYMENTS, type PaymentsPort } from './payments/payments.port.js';
import { StripePayments } from './payments/stripe-payments.adapter.js';
import { StripeEventsRepository } from './stripe-events.repository.js';
import { StripeEventIntake } from './webhooks/stripe-event-intake.js';
import { StripeWebhooks } from './webhooks/stripe-webhooks.service.js';

/** Stripe when its keys are set; null otherwise (paid features say payments are not set up). */
export const paymentsProvider = {
  provide: PAYMENTS,
  inject: [CONFIG],
  useFactory: (config: TesseraConfig): PaymentsPort | null =>
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? new StripePayments({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiUrl: config.STRIPE_API_URL,
        })
      : null,
};

/**
 * Billing's HTTP side, hosted by the gateway: the plan and seller overview, Checkout sessions
 * (the paid plan, paid templates), Connect onboarding, and Stripe's webhooks (verified, stored
 * once, applied by the billing service: BillingServiceModule). Other features ask it through
 * BillingQueries (a workspace's plan, whether it may sell).
 */
@Module({
  controllers: [BillingController],
  providers: [
    paymentsProvider,
    BillingAccountsRepository,
    BillingQueries,
    BillingService,
    StripeEventsRepository,
    StripeEventIntake,
    StripeWebhooks,
  ],
  exports: [BillingQueries],
})
export class BillingModule {}
