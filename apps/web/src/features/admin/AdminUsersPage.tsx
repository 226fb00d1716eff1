import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetAdminUsersQuery, useSetReviewerMutation } from './adminApi.js';
import { useAdminSessionEnded } from './useAdminSessionEnded.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** /dashboard/users (and every path under it): the owner accounts, oldest first. */
export function AdminUsersPage() {
  const { data: users, isLoading, error } = useGetAdminUsersQuery();
  const [setReviewer, settingReviewer] = useSetReviewerMutation();
  useAdminSessionEnded(error);

  return (
    <div className={ui.page}>
      <PageTitle>Users</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Users</h1>
          <p className={ui.subtitle}>Owner accounts of this server.</p>
        </div>
      </div>
      {isLoading ? (
        <Loading message="Loading users..." />
      ) : error ? (
        <FormError message={apiErrorMessage(error)} />
      ) : !users || users.length === 0 ? (
        <p className={ui.empty}>No users found.</p>
      ) : (
        <div className={`${ui.card} ${ui.tableWrap}`}>
          {settingReviewer.error ? (
            <FormError message={apiErrorMessage(settingReviewer.error)} />
          ) : null}
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Reviewer</th>
                <th scope="col">Workspaces</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.name || '—'}</td>
                  <td>{user.email}</td>
                  <td>{user.isAdmin ? <span className={ui.badge}>Admin</span> : 'Owner'}</td>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        checked={user.isReviewer}
                        disabled={settingReviewer.isLoading}
                        aria-label={`${user.email} reviews marketplace templates`}
                        onChange={(event) =>
                          void setReviewer({ id: user.id, isReviewer: event.target.checked })
                        }
                      />{' '}
                      Reviewer
                    </label>
                  </td>
                  <td>{user.workspaces}</td>
                  <td>{dateFormat.format(new Date(user.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
