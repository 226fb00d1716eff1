import { useState } from 'react';
import { failureText } from './SignInCard.js';
import { SIGN_IN_FORM_MESSAGES, signInFormErrors, type SignInFields } from './signInFormErrors.js';

type Status = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * The state of a sign-in form: values, field errors, the answer and the busy flag. `send` gets the
 * checked values and resolves with a confirmation to show (or null), or rejects with the message.
 */
export function useSignInForm(
  required: readonly (keyof SignInFields)[],
  send: ((values: Required<SignInFields>) => Promise<string | null>) | undefined,
  /** Checks of the block's own, added to the empty-field and password-confirmation ones. */
  check?: (values: Required<SignInFields>) => Partial<Record<keyof SignInFields, string>>,
) {
  const [values, setValues] = useState<Required<SignInFields>>({
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SignInFields, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const change = (key: keyof SignInFields) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit() {
    const problems = { ...signInFormErrors(values, required), ...check?.(values) };
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length > 0) return;
    // In the editor's preview nothing is sent: the form only shows how it looks.
    if (!send) {
      setStatus({ kind: 'failed', text: SIGN_IN_FORM_MESSAGES.previewOnly });
      return;
    }
    setBusy(true);
    try {
      const confirmation = await send({
        ...values,
        email: values.email.trim(),
        name: values.name.trim(),
      });
      if (confirmation) setStatus({ kind: 'sent', text: confirmation });
    } catch (failure) {
      setStatus({ kind: 'failed', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  /** The state props of one SignInField: its value, its change, its error, disabled while sending. */
  const bind = (key: keyof SignInFields) => ({
    value: values[key],
    onChange: change(key),
    error: errors[key],
    disabled: busy,
  });

  return { values, change, bind, errors, status, busy, submit: () => void submit() };
}
