import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { formText } from '../../shell/ui/formText.js';
import ui from '../../shell/ui/ui.module.css';
import { useResetPasswordMutation } from './authApi.js';
import { AuthCard } from './AuthCard.js';

/** The e-mailed link's query parameter (password-reset.service). */
const RESET_TOKEN_PARAM = 'reset_token';

/**
 * /dashboard/reset-password?reset_token=…: the new password, typed twice. Once changed, every
 * session of the account is signed out and the owner signs in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const [reset, { data: done, isLoading, error }] = useResetPasswordMutation();
  const [mismatch, setMismatch] = useState(false);
  const hint = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    const same = password === formText(form, 'confirm');
    setMismatch(!same);
    if (same) void reset({ token, password });
  }

  const signIn = (
    <Link to="/dashboard/auth" className={ui.button}>
      Sign in
    </Link>
  );
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <>
          Link not working? <Link to="/dashboard/forgetPassword">Ask for a new one</Link>
        </>
      }
    >
      {!token ? (
        <p className={ui.error} role="alert">
          This page needs the link from the e-mail. Ask for a new one if it is lost.
        </p>
      ) : done ? (
        <div className={ui.stack}>
          <p className={ui.success} role="status">
            {done}
          </p>
          {signIn}
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit}>
          <label className={ui.field}>
            <span className={ui.label}>New password</span>
            <input
              className={ui.input}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              aria-describedby={hint}
              required
            />
          </label>
          <span id={hint} className={ui.hint}>
            At least 8 characters.
          </span>
          <label className={ui.field}>
            <span className={ui.label}>New password again</span>
            <input
              className={ui.input}
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
            />
          </label>
          <FormError message={mismatch ? 'The two passwords are not the same.' : null} />
          <FormError message={apiErrorMessage(error)} />
          <button className={ui.button} type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save the new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
