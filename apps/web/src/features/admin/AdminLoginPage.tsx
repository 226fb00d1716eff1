import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { formText } from '../../shell/ui/formText.js';
import ui from '../../shell/ui/ui.module.css';
import { AuthCard } from '../auth/AuthCard.js';
import { internalPathOrNull } from '../auth/sessionKeys.js';
import { useAdminSignInMutation } from './adminApi.js';
import { ADMIN_HOME_AFTER_LOGIN, ADMIN_LOGIN_PATH, storeAdminSession } from './adminSession.js';

/** Where to go after an admin signs in: the original full path, else the user list. */
function afterAdminSignIn(redirect: string | null): string {
  const path = internalPathOrNull(redirect);
  return path && !path.startsWith(ADMIN_LOGIN_PATH) ? path : ADMIN_HOME_AFTER_LOGIN;
}

/** /admin-login: opens an admin session (it expires) and returns to the page that asked for it. */
export function AdminLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [adminSignIn, { isLoading, error }] = useAdminSignInMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await adminSignIn({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    if (result.error) return;
    storeAdminSession(window.sessionStorage, result.data.expiresAt);
    await navigate(afterAdminSignIn(params.get('redirect')), { replace: true });
  }

  return (
    <AuthCard title="Admin sign in" subtitle="Sign in with an account that has the admin role.">
      <form className={ui.stack} onSubmit={(event) => void submit(event)}>
        <label className={ui.field}>
          <span className={ui.label}>Email</span>
          <input className={ui.input} name="email" type="email" autoComplete="email" required />
        </label>
        <label className={ui.field}>
          <span className={ui.label}>Password</span>
          <input
            className={ui.input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </label>
        <FormError message={apiErrorMessage(error)} />
        <button className={ui.button} type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in as admin'}
        </button>
      </form>
    </AuthCard>
  );
}
