import Stripe from 'stripe';
import {
  WebhookRejectedError,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentsPort,
} from './payments.port.js';

/** Stripe's tolerance for a webhook's timestamp, which billing keeps: 5 minutes. */
export const WEBHOOK_TOLERANCE_S = 300;

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API root; tests point it at the fake Stripe. */
  apiUrl: string;
};

/** The payments port on the stripe SDK. */
export class StripePayments implements PaymentsPort {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = new URL(settings.apiUrl);
    this.stripe = new Stripe(settings.secretKey, {
      host: url.hostname,
      ...(url.port ? { port: url.port } : {}),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async planCheckout(input: Parameters<PaymentsPort['planCheckout']>[0]): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: input.workspaceId,
      customer_email: input.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: input.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: 'Tessera paid plan' },
          },
        },
      ],
      metadata: { kind: 'plan', workspaceId: input.workspaceId },
      subscription_data: { metadata: { workspaceId: input.workspaceId } },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    return checkoutOf(session);
  }

  async templateCheckout(
    input: Parameters<PaymentsPort['templateCheckout']>[0],
  ): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: input.workspaceId,
      customer_email: input.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: input.priceCents,
            product_data: { name: `Template: ${input.templateName}` },
          },
        },
      ],
      payment_intent_data: {
        application_fee_amount: input.feeCents,
        transfer_data: { destination: input.sellerAccountId },
      },
      metadata: { kind: 'template', workspaceId: input.workspaceId, templateId: input.templateId },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    return checkoutOf(session);
  }

  async createSellerAccount(input: { workspaceId: string; email: string }): Promise<string> {
    const account = await this.stripe.accounts.create({
      type: 'express',
      email: input.email,
      metadata: { workspaceId: input.workspaceId },
    });
    return account.id;
  }

  async onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    return link.url;
  }

  async sellerAccount(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return {
      chargesEnabled: account.charges_enabled,
      detailsSubmitted: account.details_submitted,
    };
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    try {
      return eventOf(
        this.stripe.webhooks.constructEvent(
          rawBody,
          signature,
          this.settings.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        ),
      );
    } catch (error) {
      throw new WebhookRejectedError(error instanceof Error ? error.message : String(error));
    }
  }

  async *eventsAfter(created: number): AsyncIterable<PaymentEvent> {
    for await (const event of this.stripe.events.list({ created: { gt: created }, limit: 100 }))
      yield eventOf(event);
  }
}

function checkoutOf(session: Stripe.Checkout.Session): CheckoutSession {
  if (!session.url) throw new Error(`Stripe gave no address for Checkout session ${session.id}`);
  return { id: session.id, url: session.url };
}

function eventOf(event: Stripe.Event): PaymentEvent {
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: event.data.object as unknown as Record<string, unknown>,
  };
}
