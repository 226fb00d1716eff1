import { Link } from 'react-router';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';

/** /admin and /admin_old: the admin area's home. */
export function AdminHomePage() {
  return (
    <div className={ui.page}>
      <PageTitle>Admin</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Admin</h1>
          <p className={ui.subtitle}>
            Manage the accounts of this Tessera server and see its errors.
          </p>
        </div>
      </div>
      <ul className={ui.list}>
        <li className={ui.listItem}>
          <div>
            <div className={ui.itemTitle}>Users</div>
            <div className={ui.muted}>Every owner account, with its workspaces.</div>
          </div>
          <Link to="/dashboard/users" className={ui.button}>
            Open users
          </Link>
        </li>
        <li className={ui.listItem}>
          <div>
            <div className={ui.itemTitle}>Browser errors</div>
            <div className={ui.muted}>
              What went wrong in visitors&apos; and owners&apos; browsers, with trace ids.
            </div>
          </div>
          <Link to="/admin/errors" className={ui.button}>
            Open errors
          </Link>
        </li>
      </ul>
    </div>
  );
}
