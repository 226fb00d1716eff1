import { SHELL_TEXTS } from '../shellTexts.js';
import styles from './Loading.module.css';

type LoadingProps = { message?: string; fullScreen?: boolean };

/** The loading animation: full-screen or inline, 'Loading...' unless told otherwise. */
export function Loading({ message = SHELL_TEXTS.loading, fullScreen = false }: LoadingProps) {
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
