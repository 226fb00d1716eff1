import { Link } from 'react-router';
import { InfoPage } from '../misc/InfoPage.js';
import ui from '../../shell/ui/ui.module.css';

/**
 * /dashboard/redeemappsumocodes: code redemption. Tessera has no code programme (plans change on
 * Billing), so the page says so instead of offering a form that could only refuse.
 */
export function RedeemCodesPage() {
  return (
    <InfoPage
      title="Redeem codes"
      actions={
        <>
          <Link to="/dashboard/accountbilling" className={ui.button}>
            Go to Billing
          </Link>
          <Link to="/dashboard" className={ui.secondaryButton}>
            Back to dashboard
          </Link>
        </>
      }
    >
      <p className={ui.subtitle}>
        This server does not run a lifetime-deal code programme, so there are no codes to redeem.
        Your plan and its upgrade options are on the Billing page.
      </p>
    </InfoPage>
  );
}
