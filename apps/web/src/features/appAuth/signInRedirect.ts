import type { SignInPages } from '@tessera/blocks';
import type { PageDto } from '@tessera/contracts';
import { sitePath } from '../viewer/loadError.js';

/** The query parameter holding where a visitor sent to sign in goes back to. */
export const REDIRECT_PARAM = 'redirect';

/** The sign-in page with the way back to the page the visitor asked for. */
export function signInRedirectTarget(signInPath: string, from: string): string {
  const url = new URL(sitePath(signInPath) ?? '/', 'http://app.invalid');
  const back = sitePath(from);
  if (back && back !== '/') url.searchParams.set(REDIRECT_PARAM, back);
  return `${url.pathname}${url.search}`;
}

/** Where to go after signing in: the redirect of the address when it stays on this site, else home. */
export function afterSignInPath(search: string): string {
  return sitePath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? '/';
}

const PATTERNS: { [K in keyof SignInPages]-?: RegExp } = {
  login: /^(log-?in|sign-?in)$/,
  register: /^(register|sign-?up|join)$/,
  forgotPassword: /^(forgot|forget|reset)(-?password)?$/,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The pages holding the login, register and forgot-password blocks: as the page metadata names
 * them (`sign_in_pages`), else the page whose slug says so (login, sign-in, register, sign-up...).
 */
export function signInPagesOf(named: unknown, pages: readonly PageDto[]): SignInPages {
  const found: SignInPages = {};
  const keys = { login: 'login', register: 'register', forgotPassword: 'forgot_password' } as const;
  for (const key of Object.keys(keys) as (keyof SignInPages)[]) {
    if (isRecord(named)) {
      // The server knows which pages hold the blocks: a null there means the app has none.
      const value = sitePath(named[keys[key]]);
      if (value) found[key] = value;
      continue;
    }
    const page = pages.find((candidate) => PATTERNS[key].test(candidate.page_slug.toLowerCase()));
    if (page) found[key] = `/${page.page_slug}`;
  }
  return found;
}
