import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { formText } from '../../shell/ui/formText.js';
import ui from '../../shell/ui/ui.module.css';
import { useForgotPasswordMutation } from './authApi.js';
import { AuthCard } from './AuthCard.js';

/**
 * /dashboard/forgetPassword: the owner's e-mail address, to which the server sends a link to
 * choose a new password. The answer is the same whether or not an account uses the address.
 */
export function ForgetPasswordPage() {
  const [ask, { data: sent, isLoading, error }] = useForgotPasswordMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void ask({ email: formText(new FormData(event.currentTarget), 'email') });
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account: we will send it a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/dashboard/auth">Back to sign in</Link>
        </>
      }
    >
      {sent ? (
        <div className={ui.stack}>
          <p className={ui.success} role="status">
            {sent}
          </p>
          <Link to="/dashboard/auth" className={ui.button}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit}>
          <label className={ui.field}>
            <span className={ui.label}>Email</span>
            <input className={ui.input} name="email" type="email" autoComplete="email" required />
          </label>
          <FormError message={apiErrorMessage(error)} />
          <button className={ui.button} type="submit" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send the link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
