import 'reflect-metadata';
import { BILLING_SERVICE_EVENTS, BillingServiceModule } from '@tessera/billing';
import { runServiceProcess } from '@tessera/platform';

/**
 * The billing service of the split mode: applies each Stripe event once (plans, template
 * payments, sellers' accounts) and reconciles with Stripe's events API after downtime.
 */
await runServiceProcess({
  name: 'billing',
  module: BillingServiceModule,
  events: BILLING_SERVICE_EVENTS,
});
