import { Inject, Injectable, Optional } from '@nestjs/common';
import { BillingError } from '../billing.errors.js';
import { PAYMENTS, WebhookRejectedError, type PaymentsPort } from '../payments/payments.port.js';
import { StripeEventIntake } from './stripe-event-intake.js';

/** Stripe's webhooks: each verified over its raw body, then taken in once by its event id. */
@Injectable()
export class StripeWebhooks {
  constructor(
    private readonly intake: StripeEventIntake,
    @Optional() @Inject(PAYMENTS) private readonly payments: PaymentsPort | null,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string): Promise<void> {
    if (!this.payments) throw new BillingError('notConfigured');
    if (!rawBody || !signature) throw new BillingError('badSignature');
    let event;
    try {
      event = this.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new BillingError('badSignature');
      throw error;
    }
    await this.intake.take(event);
  }
}
