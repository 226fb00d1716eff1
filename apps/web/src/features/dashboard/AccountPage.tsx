import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { SignOutButton } from '../auth/SignOutButton.js';
import { useGetWorkspaceQuery } from './dashboardApi.js';

/** /dashboard/account: who is signed in, and sign out. */
export function AccountPage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: workspace } = useGetWorkspaceQuery();
  return (
    <div className={ui.mediumPage}>
      <PageTitle>Account</PageTitle>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Account</h1>
      </div>
      <div className={`${ui.card} ${ui.stack}`}>
        <dl className={ui.details}>
          <div>
            <dt className={ui.label}>Name</dt>
            <dd>{user?.name || '—'}</dd>
          </div>
          <div>
            <dt className={ui.label}>Email</dt>
            <dd>{user?.email}</dd>
          </div>
          <div>
            <dt className={ui.label}>Workspace</dt>
            <dd>
              {workspace
                ? `${workspace.name} (${workspace.is_free_plan ? 'Free' : 'Paid'} plan)`
                : '—'}
            </dd>
          </div>
        </dl>
        <div>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
