import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';
import styles from './AccountRequiredCard.module.css';
import {
  accountRequiredCardDismissed,
  selectAccountRequiredVisible,
} from './accountRequiredSlice.js';

/** §8: slides in when the server says there is no account; a click anywhere on it closes it. */
export function AccountRequiredCard() {
  const visible = useAppSelector(selectAccountRequiredVisible);
  const dispatch = useAppDispatch();
  if (!visible) return null;
  const close = () => dispatch(accountRequiredCardDismissed());
  return (
    <div className={styles.card} role="alert" onClick={close}>
      <span className={styles.icon} aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <circle cx="12" cy="8" r="4" strokeWidth="2" />
          <path d="M4 21a8 8 0 0 1 16 0" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <div className={styles.text}>
        <strong className={styles.title}>{DASHBOARD_TEXTS.accountRequiredTitle}</strong>
        <span className={styles.message}>{DASHBOARD_TEXTS.accountRequiredMessage}</span>
      </div>
      <button type="button" className={styles.close} aria-label="Close" onClick={close}>
        ×
      </button>
    </div>
  );
}
