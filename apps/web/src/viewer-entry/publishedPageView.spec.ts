import { describe, expect, it } from '@jest/globals';
import type { PageState } from '../features/multipage/pageSlice.js';
import type { LoadError } from '../features/viewer/loadError.js';
import { publishedPageView } from './publishedPageView.js';

type Page = Pick<PageState, 'status' | 'loadError' | 'requested' | 'page_slug'>;

const failed = (loadError: LoadError, pageSlug = 'orders'): Page => ({
  status: 'failed',
  loadError,
  requested: { appName: 'shop', pageSlug },
  page_slug: '',
});
const at = (pageSlug: string, search = '') => ({ pageSlug, pathname: `/${pageSlug}`, search });

describe('publishedPageView', () => {
  it('shows Loading while the failure belongs to another page or none was asked yet', () => {
    const denied = failed({ status: 403, message: 'no' }, 'orders');
    expect(publishedPageView(denied, at('team'))).toEqual({ kind: 'loading' });
    expect(publishedPageView({ ...denied, requested: null }, at('orders'))).toEqual({
      kind: 'loading',
    });
    const notFound = failed({ status: 404, message: 'gone' }, 'old');
    expect(publishedPageView(notFound, at('new'))).toEqual({ kind: 'loading' });
  });

  it('shows the page once the one asked for at this address is ready', () => {
    const ready: Page = {
      status: 'ready',
      loadError: null,
      requested: { appName: 'shop', pageSlug: 'Orders' },
      page_slug: 'orders',
    };
    expect(publishedPageView(ready, at('Orders'))).toEqual({ kind: 'page' });
    expect(publishedPageView({ ...ready, page_slug: 'team' }, at('Orders'))).toEqual({
      kind: 'loading',
    });
  });

  it('sends a 401 to the sign-in page with the way back, unless already there', () => {
    const view = publishedPageView(
      failed({ status: 401, message: 'x', signInPath: '/login' }),
      at('orders', '?week=2'),
    );
    expect(view).toEqual({ kind: 'signIn', to: '/login?redirect=%2Forders%3Fweek%3D2' });
    expect(
      publishedPageView(
        failed({ status: 401, message: 'x', signInPath: '/login' }, 'login'),
        at('login'),
      ),
    ).toEqual({ kind: 'accessDenied', signInTo: null });
    expect(publishedPageView(failed({ status: 401, message: 'x' }), at('orders'))).toEqual({
      kind: 'accessDenied',
      signInTo: null,
    });
  });

  it("shows Access Denied to a private app's guest, with a Sign in link when the app has one", () => {
    expect(
      publishedPageView(failed({ status: 403, message: 'x', signInPath: '/login' }), at('orders')),
    ).toEqual({ kind: 'accessDenied', signInTo: '/login?redirect=%2Forders' });
    expect(publishedPageView(failed({ status: 403, message: 'x' }), at('orders'))).toEqual({
      kind: 'accessDenied',
      signInTo: null,
    });
    expect(
      publishedPageView(
        failed({ status: 403, message: 'x', signInPath: '/login' }, 'login'),
        at('login'),
      ),
    ).toEqual({ kind: 'accessDenied', signInTo: null });
  });

  it('shows 404 for a missing page and Access Denied for anything else', () => {
    expect(publishedPageView(failed({ status: 404, message: 'x' }), at('orders'))).toEqual({
      kind: 'notFound',
    });
    expect(
      publishedPageView(failed({ status: 500, message: 'x', signInPath: '/login' }), at('orders')),
    ).toEqual({ kind: 'accessDenied', signInTo: null });
  });
});
