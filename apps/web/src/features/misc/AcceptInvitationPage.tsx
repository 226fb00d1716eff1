import { Link } from 'react-router';
import ui from '../../shell/ui/ui.module.css';
import { InfoPage } from './InfoPage.js';

/**
 * /accept-invitation. Workspaces have a single owner on this server, so there is no invitation to
 * accept; app users are added by the app's owner and sign in on the app itself.
 */
export function AcceptInvitationPage() {
  return (
    <InfoPage
      title="Invitations"
      actions={
        <>
          <Link to="/dashboard/signup" className={ui.button}>
            Create an account
          </Link>
          <Link to="/dashboard/auth" className={ui.secondaryButton}>
            Sign in
          </Link>
        </>
      }
    >
      <p className={ui.muted}>
        Each Tessera account has its own workspace, so there are no workspace invitations to accept.
        If someone added you as a user of their app, open the app&apos;s address and sign in there.
        To build your own boards and apps, create an account.
      </p>
    </InfoPage>
  );
}
