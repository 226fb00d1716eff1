import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import { BillingAccountsRepository } from './billing-accounts.repository.js';
import { BillingQueries } from './billing-queries.js';
import { BillingError } from './billing.errors.js';
import { PAYMENTS, type PaymentsPort } from './payments/payments.port.js';
import { BILLING_CATALOGUE, type BillingCatalogue } from './ports/billing-ports.js';

/** What /dashboard/accountbilling shows. */
export type BillingOverview = {
  plan: 'free' | 'paid';
  payments_configured: boolean;
  /** The paid plan's monthly price, in US dollars. */
  plan_price: number;
  subscription_status: string | null;
  seller: { connected: boolean; can_submit_paid: boolean; reason: string | null };
};

/**
 * The owner's side of billing: the plan and its Checkout, the seller's Stripe Connect onboarding,
 * and a paid template's Checkout. Prices are the server's; the plan changes only from Stripe's
 * verified events (BillingEventsApplier), never from a browser coming back from Checkout.
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly accounts: BillingAccountsRepository,
    private readonly queries: BillingQueries,
    @Inject(BILLING_CATALOGUE) private readonly catalogue: BillingCatalogue,
    @Optional() @Inject(PAYMENTS) private readonly payments: PaymentsPort | null,
  ) {}

  async overview(owner: Owner): Promise<BillingOverview> {
    const account = await this.accounts.account(owner.workspaceId);
    const seller = await this.accounts.seller(owner.workspaceId);
    const status = await this.queries.sellerStatus(owner.workspaceId).catch(() => ({
      canSubmitPaid: false,
      reason: 'Error checking Stripe account status. Please try again.',
    }));
    return {
      plan: account?.plan ?? 'free',
      payments_configured: this.queries.paymentsConfigured,
      plan_price: this.config.PAID_PLAN_PRICE_CENTS / 100,
      subscription_status: account?.subscriptionStatus ?? null,
      seller: {
        connected: seller !== undefined,
        can_submit_paid: status.canSubmitPaid,
        reason: status.reason,
      },
    };
  }

  async planCheckout(owner: Owner): Promise<{ url: string }> {
    const payments = this.requirePayments(owner);
    if ((await this.queries.planOf(owner.workspaceId)) === 'paid')
      throw new BillingError('alreadyPaid');
    const session = await this.stripe(() =>
      payments.planCheckout({
        workspaceId: owner.workspaceId,
        email: owner.email,
        priceCents: this.config.PAID_PLAN_PRICE_CENTS,
        successUrl: this.dashboardUrl('/payment_success?session_id={CHECKOUT_SESSION_ID}'),
        cancelUrl: this.dashboardUrl('/payment_fail'),
      }),
    );
    await this.accounts.addCheckout({
      id: session.id,
      workspaceId: owner.workspaceId,
      kind: 'plan',
      amountCents: this.config.PAID_PLAN_PRICE_CENTS,
    });
    return { url: session.url };
  }

  /** The seller's Stripe Connect onboarding: the account made once, then a fresh link to it. */
  async sellerOnboarding(owner: Owner): Promise<{ url: string }> {
    const payments = this.requirePayments(owner);
    let seller = await this.accounts.seller(owner.workspaceId);
    if (!seller) {
      const accountId = await this.stripe(() =>
        payments.createSellerAccount({ workspaceId: owner.workspaceId, email: owner.email }),
      );
      seller = await this.accounts.addSeller(owner.workspaceId, accountId);
    }
    const { stripeAccountId } = seller;
    const url = await this.stripe(() =>
      payments.onboardingLink(stripeAccountId, {
        returnUrl: this.dashboardUrl('/dashboard/accountbilling?stripe=return'),
        refreshUrl: this.dashboardUrl('/dashboard/accountbilling?stripe=refresh'),
      }),
    );
    return { url };
  }

  /**
   * A paid template's Checkout: the marketplace's price, paid to the seller's account less the
   * platform's fee (MARKETPLACE_FEE_PERCENT). Never the browser's price.
   */
  async templateCheckout(owner: Owner, templateId: string): Promise<{ url: string }> {
    const payments = this.requirePayments(owner);
    const template = await this.catalogue.templateForSale(templateId);
    if (!template) throw new BillingError('templateNotFound');
    if (template.isFree) throw new BillingError('templateFree');
    if (template.sellerWorkspaceId === owner.workspaceId) throw new BillingError('ownTemplate');
    if (await this.catalogue.isPurchased(owner.workspaceId, template.id))
      throw new BillingError('alreadyBought');
    const seller = await this.accounts.seller(template.sellerWorkspaceId);
    const status = await this.queries.sellerStatus(template.sellerWorkspaceId).catch(() => null);
    if (!seller || !status?.canSubmitPaid) throw new BillingError('sellerNotReady');
    const feeCents = Math.round((template.priceCents * this.config.MARKETPLACE_FEE_PERCENT) / 100);
    const session = await this.stripe(() =>
      payments.templateCheckout({
        workspaceId: owner.workspaceId,
        email: owner.email,
        templateId: template.id,
        templateName: template.name,
        priceCents: template.priceCents,
        feeCents,
        sellerAccountId: seller.stripeAccountId,
        successUrl: this.dashboardUrl('/payment_success?session_id={CHECKOUT_SESSION_ID}'),
        cancelUrl: this.dashboardUrl(`/templates/${encodeURIComponent(template.slug)}`),
      }),
    );
    await this.accounts.addCheckout({
      id: session.id,
      workspaceId: owner.workspaceId,
      kind: 'template',
      templateId: template.id,
      amountCents: template.priceCents,
      feeCents,
    });
    return { url: session.url };
  }

  /** A Checkout of the owner's workspace, as the payment result page follows it. */
  async checkout(owner: Owner, id: string) {
    const checkout = await this.accounts.checkout(owner.workspaceId, id);
    if (!checkout) throw new BillingError('checkoutNotFound');
    return {
      id: checkout.id,
      kind: checkout.kind,
      status: checkout.status,
      template_id: checkout.templateId,
      amount: checkout.amountCents / 100,
    };
  }

  private requirePayments(owner: Owner): PaymentsPort {
    if (owner.appId) throw new BillingError('appSession');
    if (!this.payments) throw new BillingError('notConfigured');
    return this.payments;
  }

  /** A Stripe call; its failure answers a clear 502 rather than Stripe's own words. */
  private async stripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof BillingError) throw error;
      this.logger.warn(
        `A Stripe call failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new BillingError('stripeFailed');
    }
  }

  private dashboardUrl(path: string): string {
    return `${new URL(this.config.BASE_URL).origin}${path}`;
  }
}
