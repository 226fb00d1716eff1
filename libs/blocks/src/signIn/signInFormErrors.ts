/** The messages the forms show before anything is sent. */
export const SIGN_IN_FORM_MESSAGES = {
  emptyName: 'Please enter your name.',
  emptyEmail: 'Please enter your email.',
  emptyPassword: 'Please enter your password.',
  passwordMismatch: 'Passwords do not match.',
  previewOnly: 'Sign-in works on the published app.',
} as const;

export type SignInFields = { name?: string; email?: string; password?: string; confirm?: string };

/** Empty fields and a confirmation that differs, keyed by field; the server checks the rest. */
export function signInFormErrors(
  values: SignInFields,
  required: readonly (keyof SignInFields)[],
): Partial<Record<keyof SignInFields, string>> {
  const errors: Partial<Record<keyof SignInFields, string>> = {};
  const empty = (key: keyof SignInFields) => !(values[key] ?? '').trim();
  if (required.includes('name') && empty('name')) errors.name = SIGN_IN_FORM_MESSAGES.emptyName;
  if (required.includes('email') && empty('email')) errors.email = SIGN_IN_FORM_MESSAGES.emptyEmail;
  if (required.includes('password') && !values.password)
    errors.password = SIGN_IN_FORM_MESSAGES.emptyPassword;
  if (required.includes('confirm') && (values.confirm ?? '') !== (values.password ?? ''))
    errors.confirm = SIGN_IN_FORM_MESSAGES.passwordMismatch;
  return errors;
}
