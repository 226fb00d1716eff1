import styles from './editor.module.css';

/** The label of the editors' reload-from-the-spreadsheet button, and while it runs. */
export const REFRESH_DATA_LABELS = { idle: 'Refresh data', busy: 'Refreshing…' } as const;

type Props = { busy: boolean; onRefresh: () => void };

/**
 * Top-bar button reloading every block straight from the spreadsheet (the server's cache keeps rows
 * for up to a minute). Disabled while the reload runs.
 */
export function RefreshDataButton({ busy, onRefresh }: Props) {
  return (
    <button
      type="button"
      className={styles.topBarButton}
      title="Reload every block's rows from the spreadsheet, skipping the cache"
      disabled={busy}
      aria-busy={busy}
      onClick={onRefresh}
    >
      {busy ? REFRESH_DATA_LABELS.busy : REFRESH_DATA_LABELS.idle}
    </button>
  );
}
