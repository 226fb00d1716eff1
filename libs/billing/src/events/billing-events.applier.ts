import { Injectable, Logger } from '@nestjs/common';
import { recordEvent, type Transaction } from '@tessera/platform';
import { BillingAccountsRepository, type Plan } from '../billing-accounts.repository.js';
import { StripeEventsRepository } from '../stripe-events.repository.js';

type StripeObject = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const metadataOf = (object: StripeObject) =>
  (typeof object['metadata'] === 'object' && object['metadata'] !== null
    ? object['metadata']
    : {}) as Record<string, unknown>;

/** Subscription statuses that keep the paid plan (Stripe retries a failed payment meanwhile). */
const PAYING = new Set(['active', 'trialing', 'past_due']);

/**
 * Applies a stored Stripe event (the billing service, once per event): a paid Checkout (at once,
 * or later for delayed payment methods) makes the plan paid or records a template's payment, a
 * subscription's change or end sets the plan, and an account's update the seller's state. Plan
 * events apply in the order Stripe created them: an older one arriving late changes nothing. Each change is recorded with its event
 * (`billing.plan-changed`, `billing.payment-received`) in the caller's transaction. Events of
 * other types are kept and left alone.
 */
@Injectable()
export class BillingEventsApplier {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly events: StripeEventsRepository,
    private readonly accounts: BillingAccountsRepository,
  ) {}

  async apply(tx: Transaction, eventId: string): Promise<void> {
    const event = await this.events.find(tx, eventId);
    if (!event || event.processedAt) return;
    const object = event.payload;
    switch (event.type) {
      // A delayed payment method (a bank debit) is paid later, in its own event.
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await this.checkoutPaid(tx, object, event.created);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.subscriptionChanged(tx, object, event.created);
        break;
      case 'account.updated':
        await this.accounts.updateSeller(
          String(object['id']),
          {
            chargesEnabled: object['charges_enabled'] === true,
            detailsSubmitted: object['details_submitted'] === true,
          },
          tx,
        );
        break;
      default:
        break;
    }
    await this.events.markProcessed(tx, eventId);
  }

  private async checkoutPaid(tx: Transaction, session: StripeObject, created: number) {
    if (session['payment_status'] !== 'paid') return;
    const metadata = metadataOf(session);
    const workspaceId = text(metadata['workspaceId']);
    const sessionId = String(session['id']);
    if (!workspaceId) return;
    if (metadata['kind'] === 'plan') {
      await this.setPlan(tx, workspaceId, created, 'paid', {
        stripeCustomerId: text(session['customer']),
        subscriptionId: text(session['subscription']),
        subscriptionStatus: 'active',
      });
      await this.accounts.markPaid(tx, sessionId);
      return;
    }
    if (metadata['kind'] !== 'template') return;
    const checkout = await this.accounts.checkoutById(tx, sessionId);
    if (checkout?.status === 'paid') return; // told twice (completed, then a late duplicate)
    if (checkout) {
      await this.accounts.markPaid(tx, sessionId);
      if (Number(session['amount_total']) !== checkout.amountCents)
        this.logger.warn(
          `Checkout ${sessionId} was paid ${String(session['amount_total'])} cents, not the ${checkout.amountCents} it was opened for`,
        );
    }
    // Paid but never recorded here (its row failed after Stripe made the session): the payment
    // still counts, from what Tessera itself put in the session's metadata.
    const templateId = checkout?.templateId ?? text(metadata['templateId']);
    if (!templateId) return;
    if (!checkout)
      this.logger.warn(
        `Checkout ${sessionId} was paid without a record of it: taken from its metadata`,
      );
    await recordEvent(tx, 'billing.payment-received', {
      workspaceId: checkout?.workspaceId ?? workspaceId,
      templateId,
      checkoutId: sessionId,
      amountCents: checkout?.amountCents ?? Number(session['amount_total']),
    });
  }

  private async subscriptionChanged(tx: Transaction, subscription: StripeObject, created: number) {
    const account = await this.accounts.accountBySubscription(tx, String(subscription['id']));
    const workspaceId = account?.workspaceId ?? text(metadataOf(subscription)['workspaceId']);
    if (!workspaceId) return;
    // Another subscription of the workspace (a second Checkout) does not speak for the plan.
    if (!account && (await this.accounts.account(workspaceId, tx))?.subscriptionId) return;
    const status = text(subscription['status']) ?? 'canceled';
    await this.setPlan(tx, workspaceId, created, PAYING.has(status) ? 'paid' : 'free', {
      subscriptionId: String(subscription['id']),
      subscriptionStatus: status,
    });
  }

  private async setPlan(
    tx: Transaction,
    workspaceId: string,
    created: number,
    plan: Plan,
    details: Omit<Parameters<BillingAccountsRepository['setPlan']>[3], 'plan'>,
  ): Promise<void> {
    const { before, after } = await this.accounts.setPlan(tx, workspaceId, created, {
      ...details,
      plan,
    });
    if (before !== after)
      await recordEvent(tx, 'billing.plan-changed', { workspaceId, plan: after });
  }
}
