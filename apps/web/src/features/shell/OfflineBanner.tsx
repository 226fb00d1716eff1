import { useAppSelector } from '../../app/hooks.js';
import { SHELL_TEXTS } from '../../shell/shellTexts.js';
import styles from './OfflineBanner.module.css';
import { selectOnline } from './shellSlice.js';

/** Shown while the browser is offline. */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      {SHELL_TEXTS.offline}
    </div>
  );
}
