import { Link } from 'react-router';
import ui from '../../shell/ui/ui.module.css';
import { AuthCard } from './AuthCard.js';

/**
 * /dashboard/forgetPassword. This server sends no e-mail, so passwords are reset by the
 * operator; the page says so instead of pretending to send a link.
 */
export function ForgetPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      footer={
        <>
          Remembered it? <Link to="/dashboard/auth">Back to sign in</Link>
        </>
      }
    >
      <div className={ui.stack}>
        <p className={ui.muted}>
          Password reset e-mails are not sent by this Tessera server. Ask the person who runs your
          Tessera server to reset the password of your account, then sign in with the new one.
        </p>
        <Link to="/dashboard/auth" className={ui.button}>
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
