/** The Privacy Settings dialog's Sign In Method choices (publishing §3), stored as written. */
export const SIGN_IN_METHODS = ['No sign in', 'Use password set by user'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const NO_SIGN_IN: SignInMethod = 'No sign in';
export const PASSWORD_SIGN_IN: SignInMethod = 'Use password set by user';

/** A stored value that is not one of the choices reads as 'No sign in' (the spec's fallback). */
export function toSignInMethod(value: unknown): SignInMethod {
  return value === PASSWORD_SIGN_IN ? PASSWORD_SIGN_IN : NO_SIGN_IN;
}
