import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useSignUpMutation } from './authApi.js';
import { AuthCard } from './AuthCard.js';
import { formText } from '../../shell/ui/formText.js';
import { rememberTemplateRedirect, takeAfterSignInPath } from './sessionKeys.js';

/** /dashboard/signup: a new owner account with its own workspace. */
export function SignUpPage() {
  const [params] = useSearchParams();
  const templateId = params.get('template_id');
  const navigate = useNavigate();
  const [signUp, { isLoading, error }] = useSignUpMutation();

  useEffect(() => {
    if (templateId) rememberTemplateRedirect(window.localStorage, templateId);
  }, [templateId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await signUp({
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    if (!result.error) await navigate(takeAfterSignInPath(window.localStorage), { replace: true });
  }

  const signInLink = templateId
    ? `/dashboard/auth?template_id=${encodeURIComponent(templateId)}`
    : '/dashboard/auth';

  return (
    <AuthCard
      title="Create your account"
      subtitle="Turn your spreadsheets into boards and apps in minutes."
      footer={
        <>
          Already have an account? <Link to={signInLink}>Sign in</Link>
        </>
      }
    >
      <form className={ui.stack} onSubmit={(event) => void submit(event)}>
        <label className={ui.field}>
          <span className={ui.label}>Name</span>
          <input className={ui.input} name="name" autoComplete="name" maxLength={120} />
        </label>
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
            autoComplete="new-password"
            minLength={8}
            required
            aria-describedby="password-hint"
          />
          <span id="password-hint" className={ui.hint}>
            At least 8 characters.
          </span>
        </label>
        <FormError message={apiErrorMessage(error)} />
        <button className={ui.button} type="submit" disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create account'}
        </button>
      </form>
    </AuthCard>
  );
}
