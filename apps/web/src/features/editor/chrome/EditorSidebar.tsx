import type { ComponentType, ReactNode } from 'react';
import styles from '../blocks/editor.module.css';

/** An editor's left sidebar (the board's and the app's). */
export function EditorSidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className={styles.sidebar} aria-label={label}>
      {children}
    </nav>
  );
}

type SidebarButtonProps = {
  icon: ComponentType<{ className?: string }>;
  /** The popup or panel it opens is open. */
  active: boolean;
  disabled?: boolean;
  /** New Block's plus turns into a cross while its picker is open. */
  turnsWhenActive?: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** A sidebar button opening (or, when open, closing) a popup or panel. */
export function SidebarButton({
  icon: Icon,
  active,
  disabled = false,
  turnsWhenActive = false,
  onClick,
  children,
}: SidebarButtonProps) {
  const iconClass =
    turnsWhenActive && active ? `${styles.sideIcon} ${styles.rotated}` : styles.sideIcon;
  return (
    <button
      type="button"
      className={active ? styles.sideButtonActive : styles.sideButton}
      aria-expanded={active}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className={iconClass} />
      {children}
    </button>
  );
}
