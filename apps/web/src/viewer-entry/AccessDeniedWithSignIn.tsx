import { Link } from 'react-router';
import styles from '../shell/errors/ErrorScreen.module.css';
import { AccessDeniedScreen } from '../shell/errors/AccessDeniedScreen.js';
import { SHELL_TEXTS } from '../shell/shellTexts.js';
import { PageTitle } from '../shell/ui/PageTitle.js';

export const SIGN_IN_LINK_TEXT = 'Sign in';

/**
 * Access Denied (editor-viewer-shell §2.3) for a guest of a private app that has a sign-in page: the
 * same heading, text and Refresh Page, plus a Sign in link that comes back here afterwards.
 */
export function AccessDeniedWithSignIn({ signInTo }: { signInTo: string | null }) {
  if (!signInTo) return <AccessDeniedScreen />;
  return (
    <main className={styles.screen}>
      <PageTitle>{SHELL_TEXTS.accessDeniedTitle}</PageTitle>
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <rect x="4" y="10" width="16" height="11" rx="2" strokeWidth="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <h1 className={styles.title}>{SHELL_TEXTS.accessDeniedTitle}</h1>
        <p className={styles.message}>{SHELL_TEXTS.accessDeniedMessage}</p>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {SHELL_TEXTS.refreshPage}
        </button>
        <Link to={signInTo} className={styles.action}>
          {SIGN_IN_LINK_TEXT}
        </Link>
      </div>
    </main>
  );
}
