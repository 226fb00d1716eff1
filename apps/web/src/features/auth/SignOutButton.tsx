import { useNavigate } from 'react-router';
import ui from '../../shell/ui/ui.module.css';
import { useSignOutMutation } from './authApi.js';

/** Ends the session (POST /api/auth/logout), forgets the user in this browser, opens sign in. */
export function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  async function signOutAndLeave() {
    await signOut();
    await navigate('/dashboard/auth', { replace: true });
  }
  return (
    <button
      type="button"
      className={ui.secondaryButton}
      disabled={isLoading}
      onClick={() => void signOutAndLeave()}
    >
      {isLoading ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
