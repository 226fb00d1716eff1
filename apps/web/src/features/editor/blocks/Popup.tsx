import { useEffect, useId, type ReactNode } from 'react';
import styles from './editor.module.css';

type Props = {
  title: string;
  onClose: () => void;
  /** The popup's width in px (the spec's sizes: 400, 565, 387, 900). */
  width: number;
  /** Beside the sidebar (the default) or in the middle of the screen. */
  centered?: boolean;
  /** The Tutorial Videos modal locks the page behind it. */
  lockScroll?: boolean;
  children: ReactNode;
};

/** An editor popup: Escape, the close button or a click outside closes it. */
export function Popup({
  title,
  onClose,
  width,
  centered = false,
  lockScroll = false,
  children,
}: Props) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const previous = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      if (lockScroll) document.body.style.overflow = previous;
    };
  }, [onClose, lockScroll]);
  return (
    <>
      <div className={styles.popupLayer} onClick={onClose} aria-hidden="true" />
      <div
        className={centered ? styles.popupCentered : styles.popup}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width }}
      >
        <div className={styles.panelHeader}>
          <h2 id={titleId} className={styles.panelTitle}>
            {title}
          </h2>
          <button type="button" className={styles.closeButton} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
