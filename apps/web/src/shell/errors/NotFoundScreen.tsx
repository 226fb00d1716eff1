import { SHELL_TEXTS } from '../shellTexts.js';
import { PageTitle } from '../ui/PageTitle.js';
import styles from './ErrorScreen.module.css';

type NotFoundScreenProps = { message?: string };

/** The 404 screen (§2.3): "Page not found", the route error text and "Go to Homepage". */
export function NotFoundScreen({ message = SHELL_TEXTS.notFoundMessage }: NotFoundScreenProps) {
  return (
    <main className={styles.screen}>
      <PageTitle>{SHELL_TEXTS.notFoundTitle}</PageTitle>
      <div className={styles.panel}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{SHELL_TEXTS.notFoundTitle}</h1>
        <p className={styles.message}>{message}</p>
        <button type="button" className={styles.action} onClick={() => window.location.assign('/')}>
          {SHELL_TEXTS.goToHomepage}
        </button>
      </div>
    </main>
  );
}
