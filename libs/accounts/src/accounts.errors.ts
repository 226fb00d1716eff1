import { defineErrors } from '@tessera/platform';

export const AccountsError = defineErrors('Accounts', {
  emailTaken: [409, 'An account with this email already exists.'],
  invalidCredentials: [401, 'Invalid email or password.'],
  signInRequired: [401, 'Please sign in to continue.'],
  tooManyAttempts: [429, 'Too many sign-in attempts.'],
  adminRequired: [403, 'Admin access required.'],
  adminSessionRequired: [401, 'Admin session expired. Please sign in again.'],
  accountNotFound: [404, 'Account not found.'],
  appNotFound: [404, 'App not found.'],
  handoffInvalid: [401, 'This editing link is invalid or has expired.'],
  tooManyResets: [429, 'Too many password reset requests.'],
  resetLinkInvalid: [
    400,
    'This link to choose a new password has expired or was already used. Ask for a new one.',
  ],
});
