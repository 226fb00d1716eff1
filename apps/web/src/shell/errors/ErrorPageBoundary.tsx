import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_TEXTS } from '../shellTexts.js';
import { reportError } from './reportError.js';
import styles from './ErrorScreen.module.css';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** If showing the error page itself fails (§2.3), this last-resort text replaces it. */
export class ErrorPageBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { while: 'showing the error page', componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.screen}>
        <div className={styles.panel}>
          <p className={styles.message}>{SHELL_TEXTS.errorPageFailed}</p>
          <a className={styles.action} href="/">
            {SHELL_TEXTS.goBackToHome}
          </a>
        </div>
      </main>
    );
  }
}
