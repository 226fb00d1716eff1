import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { AppsSection } from './AppsSection.js';
import { BoardsSection } from './BoardsSection.js';
import styles from './DashboardHomePage.module.css';
import { SpreadsheetsSection } from './SpreadsheetsSection.js';
import { useGoogleReturnToast } from './useGoogleReturnToast.js';

/** /dashboard: the workspace's spreadsheets, boards and multi-page apps. */
export function DashboardHomePage() {
  const { data: user } = useGetCurrentUserQuery();
  useGoogleReturnToast();
  return (
    <div className={ui.page}>
      <PageTitle>Dashboard</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Dashboard</h1>
          <p className={ui.subtitle}>
            {user?.name ? `Welcome, ${user.name}. ` : ''}Upload a spreadsheet or add one from Google
            Sheets, then build a board or a multi-page app from it.
          </p>
        </div>
      </div>
      <div className={styles.sections}>
        <SpreadsheetsSection />
        <BoardsSection />
        <AppsSection />
      </div>
    </div>
  );
}
