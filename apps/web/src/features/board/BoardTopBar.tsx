import { MESSAGES, SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { toastShown } from '../toasts/toastsSlice.js';
import styles from '../editor/blocks/editor.module.css';
import { RefreshDataButton } from '../editor/blocks/RefreshDataButton.js';
import { SpreadsheetButton } from '../editor/chrome/SpreadsheetButton.js';
import { BlockHistoryButtons } from '../editor/history/BlockHistory.js';
import { BOARD_LAYOUTS, type BoardLayoutKind } from './boardLayouts.js';
import {
  panelRequested,
  selectBoard,
  selectSpreadsheetUrl,
  sheetsRefreshRequested,
} from './boardSlice.js';

/**
 * The board editor's top bar: back to the dashboard, Admin link, the board title, Undo and Redo,
 * Tutorials, spreadsheet, Refresh data, Publish Board. The Old board layout's: back to the
 * dashboard, Admin link, the title, Undo and Redo, and on the right the spreadsheet and Publish.
 */
export function BoardTopBar({
  layout,
  onTutorials,
}: {
  layout: BoardLayoutKind;
  onTutorials: () => void;
}) {
  const dispatch = useAppDispatch();
  const shows = BOARD_LAYOUTS[layout];
  const board = useAppSelector(selectBoard);
  const spreadsheetUrl = useAppSelector(selectSpreadsheetUrl);
  return (
    <header className={styles.topBar}>
      {/* The owner's way back, as in the app editor (Admin is the server admins' area). */}
      <a href="/dashboard" className={styles.topBarButton}>
        <span aria-hidden="true">← </span>
        Dashboard
      </a>
      <a href="/admin" className={styles.topBarButton}>
        {SHELL_LABELS.admin}
      </a>
      <p className={styles.topBarTitle}>{board.title || board.name}</p>
      <BlockHistoryButtons className={styles.topBarButton} />
      {shows.tutorials ? (
        <button type="button" className={styles.topBarButton} onClick={onTutorials}>
          {SHELL_LABELS.tutorials}
        </button>
      ) : null}
      <SpreadsheetButton
        url={spreadsheetUrl}
        onMissing={() =>
          dispatch(toastShown({ kind: 'warning', message: MESSAGES.spreadsheetUrlNotConfigured }))
        }
      />
      {shows.refreshData ? (
        <RefreshDataButton
          busy={board.refreshing}
          onRefresh={() => dispatch(sheetsRefreshRequested())}
        />
      ) : null}
      <button
        type="button"
        className={styles.topBarPrimary}
        aria-pressed={board.page === 'publish'}
        onClick={() => dispatch(panelRequested('publish'))}
      >
        {/* Named for what it opens: a board goes live at its address (the marketplace lists apps). */}
        {shows.publishLabel}
      </button>
    </header>
  );
}
