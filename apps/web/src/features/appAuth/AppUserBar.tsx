import { useState } from 'react';
import { reportError } from '../../shell/errors/reportError.js';
import { useAppSignOutMutation, useGetAppSessionQuery } from './appAuthApi.js';
import styles from './appAuth.module.css';
import { clearPrivateOfflineData } from './privateOfflineData.js';

/** The signed-in app user's name and Sign out, above the app's page. */
export function AppUserBar() {
  const { data: user } = useGetAppSessionQuery();
  const [signOut] = useAppSignOutMutation();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  async function leave() {
    setLeaving(true);
    try {
      await signOut().unwrap();
    } catch (error) {
      // The session cookie may outlive a failed call; the page reload below shows what is true.
      reportError(error, { while: 'signing an app user out' });
    }
    await clearPrivateOfflineData();
    // A fresh load drops every private row the page held.
    window.location.assign('/');
  }

  return (
    <div className={styles.userBar} aria-label="Signed-in user">
      <span className={styles.userName} title={user.email}>
        {user.name || user.email}
      </span>
      <button
        type="button"
        className={styles.signOut}
        disabled={leaving}
        onClick={() => void leave()}
      >
        Sign out
      </button>
    </div>
  );
}
