import { AppError } from '@tessera/platform';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/**
 * 401 for a guest of an app with password sign-in on a page that is not a way in. The answer
 * carries `signInPath`: the path of the first page holding a login block (null when none), so the
 * viewer can send the visitor there.
 */
export class AppSignInRequiredError extends AppError<'signInRequired'> {
  readonly status = 401;

  constructor(signInPath: string | null) {
    super('signInRequired', SIGN_IN_REQUIRED_MESSAGE);
    this.details = { signInPath };
  }
}
