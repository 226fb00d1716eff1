import { Link, NavLink } from 'react-router';
import { useGetCurrentUserQuery } from '../../features/auth/authApi.js';
import { SHELL_TEXTS } from '../shellTexts.js';
import styles from './MainHeader.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The Main layout's header: the product, the navigation bar and the account links. */
export function MainHeader() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  return (
    <header className={styles.header}>
      <Link to={user ? '/dashboard' : '/marketplace'} className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <rect x="3" y="3" width="8" height="8" rx="2" />
            <rect x="13" y="3" width="8" height="8" rx="2" opacity="0.7" />
            <rect x="3" y="13" width="8" height="8" rx="2" opacity="0.7" />
            <rect x="13" y="13" width="8" height="8" rx="2" opacity="0.45" />
          </svg>
        </span>
        {SHELL_TEXTS.productName}
      </Link>
      <nav className={styles.nav} aria-label="Main">
        {user && (
          <NavLink to="/dashboard" end className={navClass}>
            Dashboard
          </NavLink>
        )}
        <NavLink to="/marketplace" className={navClass}>
          Marketplace
        </NavLink>
        {user?.isReviewer && (
          <NavLink to="/admin/reviews" className={navClass}>
            Reviews
          </NavLink>
        )}
        {user?.isAdmin && (
          <NavLink to="/admin" end className={navClass}>
            Admin
          </NavLink>
        )}
        {user && (
          // The owners' guide (docs/guide), also opened by the editors' Docs.
          <NavLink id="main-help-link" to="/dashboard/help" className={navClass}>
            Help
          </NavLink>
        )}
      </nav>
      <div className={styles.account}>
        {user ? (
          <NavLink to="/dashboard/account" className={navClass} title={user.email}>
            <span className={styles.avatar} aria-hidden="true">
              {(user.name || user.email).charAt(0).toUpperCase()}
            </span>
            <span className={styles.accountLabel}>Account</span>
          </NavLink>
        ) : isLoading ? null : (
          <>
            <NavLink to="/dashboard/auth" className={navClass}>
              Sign in
            </NavLink>
            <Link to="/dashboard/signup" className={styles.cta}>
              Sign up
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
