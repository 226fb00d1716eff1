import type { ReactNode } from 'react';
import { SHELL_TEXTS } from '../shellTexts.js';
import { PageTitle } from '../ui/PageTitle.js';
import styles from './ErrorScreen.module.css';

/**
 * Every error other than 404 (§2.3, 403 named): "Access Denied" with "Refresh Page", and any
 * further way on (a private app's Sign in link).
 */
export function AccessDeniedScreen({ children }: { children?: ReactNode } = {}) {
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
        {children}
      </div>
    </main>
  );
}
