import { Link } from 'react-router';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import styles from './PaymentResultPage.module.css';

export type PaymentOutcome = 'success' | 'fail';

const RESULT: Record<PaymentOutcome, { title: string; message: string }> = {
  success: {
    title: 'Payment successful',
    message:
      'Thank you. Your payment went through; your plan is updated as soon as the payment provider confirms it.',
  },
  fail: {
    title: 'Payment failed',
    message:
      'Your payment did not go through and you have not been charged. You can try again from the billing page.',
  },
};

/** /payment_success and /payment_fail: where the payment provider sends the owner back. */
export function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const result = RESULT[outcome];
  return (
    <div className={ui.narrowPage}>
      <PageTitle>{result.title}</PageTitle>
      <div className={`${ui.card} ${styles.result}`}>
        <span
          className={`${styles.icon} ${outcome === 'success' ? styles.success : styles.fail}`}
          aria-hidden="true"
        >
          {outcome === 'success' ? '✓' : '!'}
        </span>
        <h1 className={ui.title}>{result.title}</h1>
        <p className={ui.muted}>{result.message}</p>
        <Link to="/dashboard/accountbilling" className={ui.button}>
          Back to billing
        </Link>
      </div>
    </div>
  );
}
