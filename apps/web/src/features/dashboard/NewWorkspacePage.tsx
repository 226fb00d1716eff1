import { Link } from 'react-router';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetWorkspaceQuery } from './dashboardApi.js';

/** /dashboard/new-workspace: each account has exactly one workspace for now. */
export function NewWorkspacePage() {
  const { data: workspace } = useGetWorkspaceQuery();
  return (
    <div className={ui.mediumPage}>
      <PageTitle>New workspace</PageTitle>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>New workspace</h1>
      </div>
      <div className={`${ui.card} ${ui.stack}`}>
        <p>
          Each account has one workspace for now.
          {workspace
            ? ` Your spreadsheets, boards and apps all live in ${workspace.name}.`
            : ' Your spreadsheets, boards and apps all live in it.'}
        </p>
        <p className={ui.muted}>
          To keep projects apart, create a separate account for each workspace you need.
        </p>
        <div>
          <Link to="/dashboard" className={ui.button}>
            Back to dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
