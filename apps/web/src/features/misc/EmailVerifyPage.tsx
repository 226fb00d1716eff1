import { Link } from 'react-router';
import ui from '../../shell/ui/ui.module.css';
import { InfoPage } from './InfoPage.js';

/** /dashboard/emailVerify: accounts are active as soon as they are created. */
export function EmailVerifyPage() {
  return (
    <InfoPage
      title="Email verification"
      actions={
        <Link to="/dashboard" className={ui.button}>
          Go to dashboard
        </Link>
      }
    >
      <p className={ui.muted}>
        This server does not ask you to verify your e-mail address: your account is ready to use as
        soon as you sign up.
      </p>
    </InfoPage>
  );
}
