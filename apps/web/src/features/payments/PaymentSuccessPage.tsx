import { PaymentResultPage } from './PaymentResultPage.js';

export function PaymentSuccessPage() {
  return <PaymentResultPage outcome="success" />;
}
