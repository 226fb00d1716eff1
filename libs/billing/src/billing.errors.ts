import { defineErrors } from '@tessera/platform';

export const BillingError = defineErrors('Billing', {
  notConfigured: [
    503,
    'Payments are not set up on this server (it has no Stripe keys): paid plans and paid templates are not available.',
  ],
  alreadyPaid: [409, 'This workspace is on the paid plan already.'],
  templateNotFound: [404, 'Template not found in marketplace'],
  templateFree: [409, 'This template is free: use it without buying it.'],
  ownTemplate: [409, 'This template is yours: use it without buying it.'],
  alreadyBought: [409, 'Your workspace has bought this template already.'],
  sellerNotReady: [409, 'The seller of this template cannot be paid yet. Please try again later.'],
  checkoutNotFound: [404, 'Payment not found.'],
  badSignature: [400, 'Webhook signature verification failed.'],
  appSession: [403, 'Manage billing from the dashboard, not from an app’s editor.'],
  stripeFailed: [502, 'Stripe could not be reached. Please try again in a moment.'],
});
