import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '../../api/baseQuery.js';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import {
  useGetBillingQuery,
  useStartPlanCheckoutMutation,
  useStartSellerOnboardingMutation,
} from '../billing/billingApi.js';
import { goToStripe } from '../billing/useStripeRedirect.js';

/**
 * /dashboard/accountbilling: the workspace's plan (free or paid, upgraded through Stripe
 * Checkout; the plan changes once Stripe confirms the payment) and, for sellers, the Stripe
 * account paid templates are paid into.
 */
export function BillingPage() {
  const billing = useGetBillingQuery(undefined, { refetchOnMountOrArgChange: true });
  const [startCheckout, checkout] = useStartPlanCheckoutMutation();
  const [startOnboarding, onboarding] = useStartSellerOnboardingMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [params] = useSearchParams();
  const back = params.get('stripe');
  const data = billing.data;

  return (
    <div className={ui.mediumPage}>
      <PageTitle>Billing</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Billing and plan</h1>
          <p className={ui.subtitle}>
            The plan of your workspace, and the payouts of your templates.
          </p>
        </div>
      </div>
      {billing.isLoading ? (
        <Loading />
      ) : billing.error || !data ? (
        <FormError message={DASHBOARD_TEXTS.planVerifyFailed} />
      ) : (
        <div className={ui.stack}>
          <FormError message={apiErrorMessage(failure ?? undefined)} />
          <section className={`${ui.card} ${ui.stack}`} aria-label="Plan">
            <div className={ui.sectionHeader}>
              <h2 className={ui.sectionTitle}>Current plan</h2>
              <span className={ui.badge}>{data.plan === 'paid' ? 'Paid' : 'Free'}</span>
            </div>
            {data.plan === 'paid' ? (
              <p className={ui.muted}>
                Your workspace is on the Paid plan: every feature, including Embed, is unlocked.
                {data.subscription_status && data.subscription_status !== 'active'
                  ? ` Subscription: ${data.subscription_status}.`
                  : ''}
              </p>
            ) : (
              <>
                <p className={ui.muted}>
                  Your workspace is on the Free plan. The Paid plan (USD{' '}
                  {data.plan_price.toFixed(2)} a month) unlocks premium features such as embedding
                  your boards and apps in other websites.
                </p>
                {data.payments_configured ? (
                  <div>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={checkout.isLoading}
                      onClick={() => void goToStripe(() => startCheckout()).then(setFailure)}
                    >
                      {checkout.isLoading ? 'Opening Stripe...' : 'Upgrade to Paid'}
                    </button>
                  </div>
                ) : (
                  <p className={ui.notice} role="status">
                    {DASHBOARD_TEXTS.paymentsNotConfigured}
                  </p>
                )}
              </>
            )}
          </section>
          <section className={`${ui.card} ${ui.stack}`} aria-label="Selling templates">
            <div className={ui.sectionHeader}>
              <h2 className={ui.sectionTitle}>Selling templates</h2>
              <span className={ui.badge}>
                {data.seller.can_submit_paid ? 'Stripe connected' : 'Not ready'}
              </span>
            </div>
            {back === 'return' && !data.seller.can_submit_paid ? (
              <p className={ui.notice} role="status">
                Stripe has not finished checking your account yet: come back in a moment.
              </p>
            ) : null}
            <p className={ui.muted}>
              {data.seller.can_submit_paid
                ? 'Paid templates you publish in the marketplace are paid into your Stripe account, less the platform fee.'
                : data.seller.reason}
            </p>
            {data.payments_configured && !data.seller.can_submit_paid ? (
              <div>
                <button
                  type="button"
                  className={ui.button}
                  disabled={onboarding.isLoading}
                  onClick={() => void goToStripe(() => startOnboarding()).then(setFailure)}
                >
                  {data.seller.connected ? 'Finish Stripe setup' : 'Connect Stripe'}
                </button>
              </div>
            ) : null}
          </section>
          <div>
            <Link to="/dashboard" className={ui.secondaryButton}>
              Back to dashboard
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
