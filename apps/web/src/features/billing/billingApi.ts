import { api } from '../../api/api.js';

/** GET /api/billing: the workspace's plan and seller account. */
export type BillingOverview = {
  plan: 'free' | 'paid';
  payments_configured: boolean;
  plan_price: number;
  subscription_status: string | null;
  seller: { connected: boolean; can_submit_paid: boolean; reason: string | null };
};

/** A Checkout as the payment result page follows it. */
export type CheckoutState = {
  id: string;
  kind: 'plan' | 'template';
  status: 'open' | 'paid';
  template_id: string | null;
  amount: number;
};

const apiWithBilling = api.enhanceEndpoints({ addTagTypes: ['Billing'] });

export const billingApi = apiWithBilling.injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<BillingOverview, void>({
      query: () => ({ url: '/api/billing' }),
      providesTags: ['Billing'],
    }),
    /** Each of these answers where Stripe takes over: the browser goes there. */
    startPlanCheckout: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/api/billing/plan/checkout', method: 'POST' }),
    }),
    startSellerOnboarding: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/api/billing/seller/onboarding', method: 'POST' }),
    }),
    startTemplateCheckout: build.mutation<{ url: string }, string>({
      query: (templateId) => ({
        url: `/api/billing/templates/${encodeURIComponent(templateId)}/checkout`,
        method: 'POST',
      }),
    }),
    getCheckout: build.query<CheckoutState, string>({
      query: (id) => ({ url: `/api/billing/checkouts/${encodeURIComponent(id)}` }),
    }),
  }),
});

export const {
  useGetBillingQuery,
  useStartPlanCheckoutMutation,
  useStartSellerOnboardingMutation,
  useStartTemplateCheckoutMutation,
  useGetCheckoutQuery,
} = billingApi;
