import styles from '../shell/errors/ErrorScreen.module.css';
import { AccessDeniedScreen } from '../shell/errors/AccessDeniedScreen.js';
import { AppLink } from '../shell/navigation/AppLink.js';

export const SIGN_IN_LINK_TEXT = 'Sign in';

/**
 * Access Denied (editor-viewer-shell §2.3) for a guest of a private app: when the app has a
 * sign-in page, a Sign in link that comes back here afterwards; and for its owner, the way to open
 * it from the dashboard (their session is the dashboard's, not this host's).
 */
export function AccessDeniedWithSignIn({
  signInTo,
  ownerLink = null,
}: {
  signInTo: string | null;
  ownerLink?: string | null;
}) {
  return (
    <AccessDeniedScreen>
      {signInTo ? (
        <AppLink to={signInTo} className={styles.action}>
          {SIGN_IN_LINK_TEXT}
        </AppLink>
      ) : null}
      {ownerLink ? (
        <p className={styles.message}>
          Is this your app? <a href={ownerLink}>Open it from your dashboard</a>
        </p>
      ) : null}
    </AccessDeniedScreen>
  );
}
