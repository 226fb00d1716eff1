import { Inject, Injectable, Optional } from '@nestjs/common';
import { BillingAccountsRepository, type Plan } from './billing-accounts.repository.js';
import { PAYMENTS, type PaymentsPort } from './payments/payments.port.js';

/** Whether a workspace may sell templates, and if not, why (shown to the owner). */
export type SellerStatus = { canSubmitPaid: boolean; reason: string | null };

export const SELLER_REASONS = {
  notConfigured:
    'Payments are not set up on this server (it has no Stripe keys): templates can only be submitted free.',
  notConnected: 'Connect a Stripe account on the billing page to sell templates.',
  unfinished: 'Finish setting up your Stripe account on the billing page to sell templates.',
} as const;

/**
 * What other features may ask billing: a workspace's plan (the only source of it), and whether it
 * may sell templates. An answer about a seller not yet enabled is asked of Stripe again (the
 * account status check behind check-stripe-submit-status); it throws when Stripe cannot say.
 */
@Injectable()
export class BillingQueries {
  constructor(
    private readonly accounts: BillingAccountsRepository,
    @Optional() @Inject(PAYMENTS) private readonly payments: PaymentsPort | null,
  ) {}

  async planOf(workspaceId: string): Promise<Plan> {
    return (await this.accounts.account(workspaceId))?.plan ?? 'free';
  }

  get paymentsConfigured(): boolean {
    return this.payments !== null && this.payments !== undefined;
  }

  async sellerStatus(workspaceId: string): Promise<SellerStatus> {
    if (!this.payments) return { canSubmitPaid: false, reason: SELLER_REASONS.notConfigured };
    const seller = await this.accounts.seller(workspaceId);
    if (!seller) return { canSubmitPaid: false, reason: SELLER_REASONS.notConnected };
    let ready = seller.chargesEnabled && seller.detailsSubmitted;
    if (!ready) {
      const state = await this.payments.sellerAccount(seller.stripeAccountId);
      await this.accounts.updateSeller(seller.stripeAccountId, state);
      ready = state.chargesEnabled && state.detailsSubmitted;
    }
    return ready
      ? { canSubmitPaid: true, reason: null }
      : { canSubmitPaid: false, reason: SELLER_REASONS.unfinished };
  }
}
