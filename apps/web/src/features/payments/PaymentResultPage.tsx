import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetCheckoutQuery, type CheckoutState } from '../billing/billingApi.js';
import styles from './PaymentResultPage.module.css';

export type PaymentOutcome = 'success' | 'fail';

/** How often the payment is asked about while Stripe's confirmation is on its way. */
const POLL_MS = 1000;

const FAILED = {
  title: 'Payment failed',
  message:
    'Your payment did not go through and you have not been charged. You can try again from the billing page.',
};

/**
 * /payment_success and /payment_fail: where Stripe sends the owner back. Coming back is not proof
 * of payment: the page follows the Checkout until Stripe's own (verified) event has confirmed it.
 */
export function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const [params] = useSearchParams();
  const sessionId = outcome === 'success' ? params.get('session_id') : null;
  const checkout = useGetCheckoutQuery(sessionId ?? '', {
    skip: !sessionId,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const paid = checkout.data?.status === 'paid';
  const result =
    outcome === 'fail'
      ? FAILED
      : paid
        ? confirmed(checkout.data!)
        : {
            title: 'Confirming your payment',
            message: checkout.isError
              ? 'This payment could not be found in your workspace.'
              : 'Thank you. Stripe is confirming your payment; this page updates as soon as it has.',
          };
  const pending = outcome === 'success' && !paid && !checkout.isError;
  return (
    <div className={ui.narrowPage}>
      <PageTitle>{result.title}</PageTitle>
      <div className={`${ui.card} ${styles.result}`} aria-busy={pending}>
        <span
          className={`${styles.icon} ${outcome === 'success' ? styles.success : styles.fail}`}
          aria-hidden="true"
        >
          {outcome === 'fail' ? '!' : paid ? '✓' : '…'}
        </span>
        <h1 className={ui.title}>{result.title}</h1>
        <p className={ui.muted} role="status">
          {result.message}
        </p>
        {paid && checkout.data?.kind === 'template' && checkout.data.template_id ? (
          <Link
            to={`/templates?open_clone_modal=${encodeURIComponent(checkout.data.template_id)}`}
            className={ui.button}
          >
            Use your template
          </Link>
        ) : (
          <Link to="/dashboard/accountbilling" className={ui.button}>
            Back to billing
          </Link>
        )}
      </div>
    </div>
  );
}

function confirmed(checkout: CheckoutState) {
  return checkout.kind === 'plan'
    ? {
        title: 'Payment successful',
        message: 'Your workspace is on the Paid plan: every feature is unlocked.',
      }
    : {
        title: 'Payment successful',
        message: 'The template is yours: make a copy of it in your workspace.',
      };
}
