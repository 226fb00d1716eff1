import { Link } from 'react-router';
import { SHELL_TEXTS } from '../../shell/shellTexts.js';
import { FormError } from '../../shell/ui/FormError.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetWorkspaceQuery } from './dashboardApi.js';

/** /dashboard/accountbilling: the workspace's plan (free or paid) and what upgrading brings. */
export function BillingPage() {
  const { data: workspace, isLoading, error } = useGetWorkspaceQuery();
  return (
    <div className={ui.mediumPage}>
      <PageTitle>Billing</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Billing and plan</h1>
          <p className={ui.subtitle}>The plan of your workspace.</p>
        </div>
      </div>
      {isLoading ? (
        <Loading />
      ) : error || !workspace ? (
        <FormError message={SHELL_TEXTS.planVerifyFailed} />
      ) : (
        <div className={`${ui.card} ${ui.stack}`}>
          <div className={ui.sectionHeader}>
            <h2 className={ui.sectionTitle}>Current plan</h2>
            <span className={ui.badge}>{workspace.is_free_plan ? 'Free' : 'Paid'}</span>
          </div>
          {workspace.is_free_plan ? (
            <>
              <p className={ui.muted}>
                {workspace.name} is on the Free plan. The Paid plan unlocks premium features such as
                embedding your boards and apps in other websites.
              </p>
              <p className={ui.notice} role="status">
                {SHELL_TEXTS.paymentsNotConfigured}
              </p>
            </>
          ) : (
            <p className={ui.muted}>
              {workspace.name} is on the Paid plan: every feature, including Embed, is unlocked.
            </p>
          )}
          <div>
            <Link to="/dashboard" className={ui.secondaryButton}>
              Back to dashboard
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
