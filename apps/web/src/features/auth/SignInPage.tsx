import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useSignInMutation } from './authApi.js';
import { AuthCard } from './AuthCard.js';
import { formText } from '../../shell/ui/formText.js';
import { rememberTemplateRedirect, takeAfterSignInPath } from './sessionKeys.js';

/** /dashboard/auth: sign in; with ?template_id the template's clone modal opens afterwards. */
export function SignInPage() {
  const [params] = useSearchParams();
  const templateId = params.get('template_id');
  const navigate = useNavigate();
  const [signIn, { isLoading, error }] = useSignInMutation();

  useEffect(() => {
    if (templateId) rememberTemplateRedirect(window.localStorage, templateId);
  }, [templateId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await signIn({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    if (!result.error) await navigate(takeAfterSignInPath(window.localStorage), { replace: true });
  }

  const signUpLink = templateId
    ? `/dashboard/signup?template_id=${encodeURIComponent(templateId)}`
    : '/dashboard/signup';

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to build and manage your apps."
      footer={
        <>
          Don&apos;t have an account? <Link to={signUpLink}>Sign up</Link>
        </>
      }
    >
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
          {isLoading ? 'Signing in...' : 'Sign in'}
        </button>
        <Link to="/dashboard/forgetPassword" className={ui.hint}>
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}
