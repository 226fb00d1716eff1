import { defineErrors } from '@tessera/platform';

export const AppUsersError = defineErrors('AppUsers', {
  appNotFound: [404, 'App not found.'],
  userNotFound: [404, 'User not found.'],
  emailTaken: [409, 'A user with this email already exists.'],
  invalidCredentials: [401, 'Incorrect email or password.'],
  tooManyAttempts: [429, 'Too many sign-in attempts.'],
  tooManyRequests: [429, 'Too many attempts.'],
  signInNotUsed: [403, 'This app does not use sign-in.'],
  signUpClosed: [403, 'Sign-up is not open for this app.'],
  accountExists: [
    409,
    'An account with this email already exists. Sign in or reset your password.',
  ],
  linkExpired: [400, 'This link has expired or was already used.'],
});

/** The answer to a forgotten password, the same whether the address has an account or not. */
export const RESET_LINK_MESSAGE =
  'If that address has an account, a link to set a new password is on its way.';
