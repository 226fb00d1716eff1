import { PaymentResultPage } from './PaymentResultPage.js';

export function PaymentFailPage() {
  return <PaymentResultPage outcome="fail" />;
}
