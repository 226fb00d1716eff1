import { useRef, useState } from 'react';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { AppsSection } from './AppsSection.js';
import { BoardsSection } from './BoardsSection.js';
import { useGetAppsQuery, useGetBoardsQuery } from './dashboardApi.js';
import styles from './DashboardHomePage.module.css';
import { SpreadsheetsSection } from './SpreadsheetsSection.js';
import { StartersSection } from './StartersSection.js';
import { TourCard, TourInvitation, useDashboardTour } from './tour/DashboardTour.js';
import { useEditAppLink } from './useEditAppLink.js';
import { useGoogleReturnToast } from './useGoogleReturnToast.js';

/** /dashboard: the workspace's spreadsheets, boards and multi-page apps. */
export function DashboardHomePage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: boards } = useGetBoardsQuery();
  const { data: apps } = useGetAppsQuery();
  useGoogleReturnToast();
  useEditAppLink(apps);
  const tourButton = useRef<HTMLButtonElement>(null);
  const tour = useDashboardTour(tourButton);
  // A workspace with nothing in it yet is offered the starters first. Decided once both lists are
  // read, and kept: the app a starter makes must not move the section while its editor opens.
  const [startersFirst, setStartersFirst] = useState<boolean | null>(null);
  if (startersFirst === null && boards !== undefined && apps !== undefined)
    setStartersFirst(boards.length + apps.length === 0);
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
        <button ref={tourButton} type="button" className={ui.secondaryButton} onClick={tour.start}>
          Take the tour
        </button>
      </div>
      <div className={styles.sections}>
        {tour.offered && tour.step === null ? (
          <TourInvitation onStart={tour.start} onDecline={tour.end} />
        ) : null}
        {startersFirst === true ? <StartersSection prominent /> : null}
        <SpreadsheetsSection />
        <BoardsSection />
        <AppsSection />
        {startersFirst === false ? <StartersSection prominent={false} /> : null}
      </div>
      {tour.step !== null ? (
        <TourCard index={tour.step} onGoTo={tour.goTo} onEnd={tour.end} />
      ) : null}
    </div>
  );
}
