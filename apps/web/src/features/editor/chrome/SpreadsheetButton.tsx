import styles from '../blocks/editor.module.css';

type Props = {
  /** The spreadsheet's address; '' when the board or app has no spreadsheet. */
  url: string;
  /** Without an address the button says so ("Spreadsheet URL not configured."). */
  onMissing: () => void;
};

/** The top bar's Spreadsheet button: opens the spreadsheet in a new tab when there is one. */
export function SpreadsheetButton({ url, onMissing }: Props) {
  if (url)
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.topBarButton}>
        Spreadsheet
      </a>
    );
  return (
    <button type="button" className={styles.topBarButton} onClick={onMissing}>
      Spreadsheet
    </button>
  );
}
