import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import styles from './ToastArea.module.css';
import { selectToasts, toastDismissed, type Toast } from './toastsSlice.js';

const KIND_CLASS: Record<Toast['kind'], string | undefined> = {
  info: styles.info,
  warning: styles.warning,
  error: styles.error,
};

/** The toast area of the default layout: at most four toasts, newest at the bottom. */
export function ToastArea() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <section className={styles.area} aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${KIND_CLASS[toast.kind] ?? ''}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.mark} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.title}>{toast.title}</p>
            <p className={styles.message}>{toast.text}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Close notification"
            onClick={() => dispatch(toastDismissed(toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
