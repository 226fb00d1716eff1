import { signInRedirectTarget } from '../features/appAuth/signInRedirect.js';
import type { PageState } from '../features/multipage/pageSlice.js';

/** What the published page route shows for the page store and the address. */
export type PublishedPageView =
  | { kind: 'loading' }
  | { kind: 'page' }
  | { kind: 'signIn'; to: string }
  | { kind: 'notFound' }
  | { kind: 'accessDenied'; signInTo: string | null };

type Where = { pageSlug: string; pathname: string; search: string };

/**
 * A failure counts only for the page asked for at this address: one left from the previous page (or
 * before the request of a new one) would flash Access Denied or 404 while the next one loads. A
 * visitor the app wants signed in (401 naming its sign-in page) is sent there with the way back; a
 * guest refused a private app (403) sees Access Denied, with a Sign in link when the app has a
 * sign-in page.
 */
export function publishedPageView(
  page: Pick<PageState, 'status' | 'loadError' | 'requested' | 'page_slug'>,
  { pageSlug, pathname, search }: Where,
): PublishedPageView {
  const current = page.requested?.pageSlug === pageSlug;
  if (!current) return { kind: 'loading' };
  if (page.status === 'failed') {
    const { loadError } = page;
    const signInPath = loadError?.signInPath;
    const signInTo =
      signInPath && signInPath !== pathname
        ? signInRedirectTarget(signInPath, `${pathname}${search}`)
        : null;
    if (loadError?.status === 401 && signInTo) return { kind: 'signIn', to: signInTo };
    if (loadError?.status === 404) return { kind: 'notFound' };
    return { kind: 'accessDenied', signInTo: loadError?.status === 403 ? signInTo : null };
  }
  if (page.status === 'ready' && page.page_slug === pageSlug.toLowerCase()) return { kind: 'page' };
  return { kind: 'loading' };
}
