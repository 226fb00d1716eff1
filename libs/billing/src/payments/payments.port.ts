/**
 * The payment provider (Stripe), as billing uses it. One adapter, on the stripe SDK
 * (stripe-payments.adapter.ts); tests drive it against the fake Stripe of libs/testing. Absent
 * (null) when the server has no Stripe keys: paid features then say so.
 */
export type PaymentsPort = {
  /** A Checkout session for the paid plan's monthly subscription. */
  planCheckout(input: {
    workspaceId: string;
    email: string;
    priceCents: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession>;
  /**
   * A Checkout session for a template: paid to the seller's account, less the platform's fee.
   * The price is the server's.
   */
  templateCheckout(input: {
    workspaceId: string;
    email: string;
    templateId: string;
    templateName: string;
    priceCents: number;
    feeCents: number;
    sellerAccountId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession>;
  /** A Connect (Express) account for a seller. */
  createSellerAccount(input: { workspaceId: string; email: string }): Promise<string>;
  /** Where the seller finishes (or resumes) the account's onboarding. */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>;
  sellerAccount(accountId: string): Promise<SellerAccountState>;
  /** The event of a webhook, when its signature over the raw body holds (5 minutes' tolerance). */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent;
  /** Every event created after `created` (seconds), newest first. */
  eventsAfter(created: number): AsyncIterable<PaymentEvent>;
};

export const PAYMENTS = Symbol('PAYMENTS');

export type CheckoutSession = { id: string; url: string };
export type SellerAccountState = { chargesEnabled: boolean; detailsSubmitted: boolean };

/** A provider event as billing keeps it: the object it is about, as the provider wrote it. */
export type PaymentEvent = {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
};

/** A webhook whose signature does not hold (forged, altered, or older than the tolerance). */
export class WebhookRejectedError extends Error {}
