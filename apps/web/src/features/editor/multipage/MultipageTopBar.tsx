import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { PublishButton } from '../../publishing/PublishButton.js';
import { dashboardUrl } from '../../viewer/dashboardLinks.js';
import styles from '../blocks/editor.module.css';
import { RefreshDataButton } from '../blocks/RefreshDataButton.js';
import { SpreadsheetButton } from '../chrome/SpreadsheetButton.js';
import { BlockHistoryButtons } from '../history/BlockHistory.js';
import {
  panelRequested,
  selectAppSpreadsheetUrl,
  selectEditorTitle,
  selectPage,
  sheetsRefreshRequested,
} from '../../multipage/pageSlice.js';

/**
 * The multi-page editor's top bar: back to the dashboard, "App - Page", Undo and Redo, Tutorials
 * (the layout's tutorial modal), spreadsheet, Refresh data, Publish (with its dropdown).
 */
export function MultipageTopBar({
  dashboardHost,
  onTutorials,
}: {
  dashboardHost: string;
  onTutorials: () => void;
}) {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectEditorTitle);
  const spreadsheetUrl = useAppSelector(selectAppSpreadsheetUrl);
  const refreshing = useAppSelector((state) => selectPage(state).refreshing);
  return (
    <header className={styles.topBar}>
      <a
        href={dashboardUrl(dashboardHost, '/dashboard', window.location)}
        className={styles.topBarButton}
      >
        <span aria-hidden="true">← </span>
        Dashboard
      </a>
      <p className={styles.topBarTitle}>{title}</p>
      <BlockHistoryButtons className={styles.topBarButton} />
      <button type="button" className={styles.topBarButton} onClick={onTutorials}>
        {SHELL_LABELS.tutorials}
      </button>
      {/* Without an address the request answers "Spreadsheet URL not configured." (§4). */}
      <SpreadsheetButton
        url={spreadsheetUrl}
        onMissing={() => dispatch(panelRequested('spreadsheet'))}
      />
      <RefreshDataButton busy={refreshing} onRefresh={() => dispatch(sheetsRefreshRequested())} />
      <PublishButton />
    </header>
  );
}
