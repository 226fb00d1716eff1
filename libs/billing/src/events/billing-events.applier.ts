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
 * Applies a stored Stripe event (the billing service, once per event): a completed Checkout
 * makes the plan paid or records a template's payment, a subscription's change or end sets the
 * plan, and an account's update the seller's state. Each change is recorded with its event
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
      case 'checkout.session.completed':
        await this.checkoutCompleted(tx, object);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.subscriptionChanged(tx, object);
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

  private async checkoutCompleted(tx: Transaction, session: StripeObject): Promise<void> {
    if (session['payment_status'] !== 'paid') return;
    const metadata = metadataOf(session);
    const workspaceId = text(metadata['workspaceId']);
    const sessionId = String(session['id']);
    if (!workspaceId) return;
    if (metadata['kind'] === 'plan') {
      await this.setPlan(tx, workspaceId, 'paid', {
        stripeCustomerId: text(session['customer']),
        subscriptionId: text(session['subscription']),
        subscriptionStatus: 'active',
      });
      await this.accounts.markPaid(tx, sessionId);
      return;
    }
    if (metadata['kind'] === 'template') {
      const checkout = await this.accounts.markPaid(tx, sessionId);
      // Unknown (not opened here) or paid already (a second event for it): nothing to record.
      if (!checkout?.templateId) return;
      if (Number(session['amount_total']) !== checkout.amountCents)
        this.logger.warn(
          `Checkout ${sessionId} was paid ${String(session['amount_total'])} cents, not the ${checkout.amountCents} it was opened for`,
        );
      await recordEvent(tx, 'billing.payment-received', {
        workspaceId: checkout.workspaceId,
        templateId: checkout.templateId,
        checkoutId: checkout.id,
        amountCents: checkout.amountCents,
      });
    }
  }

  private async subscriptionChanged(tx: Transaction, subscription: StripeObject): Promise<void> {
    const account = await this.accounts.accountBySubscription(tx, String(subscription['id']));
    const workspaceId = account?.workspaceId ?? text(metadataOf(subscription)['workspaceId']);
    if (!workspaceId) return;
    const status = text(subscription['status']) ?? 'canceled';
    await this.setPlan(tx, workspaceId, PAYING.has(status) ? 'paid' : 'free', {
      subscriptionId: String(subscription['id']),
      subscriptionStatus: status,
    });
  }

  private async setPlan(
    tx: Transaction,
    workspaceId: string,
    plan: Plan,
    details: Omit<Parameters<BillingAccountsRepository['setPlan']>[2], 'plan'>,
  ): Promise<void> {
    const before = await this.accounts.setPlan(tx, workspaceId, { ...details, plan });
    if (before !== plan) await recordEvent(tx, 'billing.plan-changed', { workspaceId, plan });
  }
}
