import { signInFormErrors } from '@tessera/blocks';
import { useState, type FormEvent } from 'react';
import { useAppNavigate } from '../../shell/navigation/navigation.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { useAppSetPasswordMutation } from './appAuthApi.js';
import styles from './appAuth.module.css';
import { takePasswordToken } from './passwordToken.js';

const MISSING_TOKEN = 'This link is incomplete. Please open the link from your email again.';

/**
 * /set-password?password_token=...: the e-mailed link of a new app user or of a reset. The new password is
 * typed twice; once set, the user is signed in and goes to the app's home page.
 */
export function SetPasswordScreen() {
  const navigate = useAppNavigate();
  // Read before any request of this screen: the token must not travel in the page address.
  const [token] = useState(() => takePasswordToken());
  const [setPassword, { isLoading }] = useAppSetPasswordMutation();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(token ? null : MISSING_TOKEN);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = signInFormErrors(values, ['password', 'confirm']);
    setErrors(problems);
    setFailure(token ? null : MISSING_TOKEN);
    if (Object.keys(problems).length > 0 || !token) return;
    const result = await setPassword({ token, password: values.password });
    if ('error' in result) setFailure(apiErrorMessage(result.error));
    else navigate('/', { replace: true });
  }

  const field = (key: 'password' | 'confirm', label: string) => (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={`set-password-${key}`}>
        {label}
      </label>
      <input
        id={`set-password-${key}`}
        className="ts-field__control"
        type="password"
        autoComplete="new-password"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        aria-invalid={errors[key] ? true : undefined}
        disabled={isLoading}
      />
      {errors[key] ? <p className="ts-field__error">{errors[key]}</p> : null}
    </div>
  );

  return (
    <main className={styles.screen}>
      <PageTitle>Set your password</PageTitle>
      <section className={`ts-block ${styles.card}`} aria-label="Set your password">
        <form className="ts-form" noValidate onSubmit={(event) => void submit(event)}>
          <h1 className="ts-sign-in__heading">Set your password</h1>
          {field('password', 'New password')}
          {field('confirm', 'Confirm password')}
          {failure ? (
            <p role="alert" className="ts-form__status ts-form__status--failed">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="ts-button ts-button--primary" disabled={isLoading}>
            Set password
          </button>
        </form>
      </section>
    </main>
  );
}
