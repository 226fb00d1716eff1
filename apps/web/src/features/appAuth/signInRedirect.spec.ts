import { describe, expect, it } from '@jest/globals';
import type { PageDto } from '@tessera/contracts';
import { sitePath } from '../viewer/loadError.js';
import { afterSignInPath, signInPagesOf, signInRedirectTarget } from './signInRedirect.js';

const page = (page_slug: string): PageDto => ({
  id: page_slug,
  app_id: 'a',
  page_name: page_slug,
  page_slug,
  page_type: 'page',
  position: 0,
});

describe('sign-in redirects', () => {
  it('sends the visitor to the sign-in page with the way back', () => {
    expect(signInRedirectTarget('/login', '/orders?week=2')).toBe(
      '/login?redirect=%2Forders%3Fweek%3D2',
    );
    expect(signInRedirectTarget('/login', '/')).toBe('/login');
  });

  it('goes back only to paths of this site, else home', () => {
    expect(afterSignInPath('?redirect=%2Forders')).toBe('/orders');
    expect(afterSignInPath('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterSignInPath('')).toBe('/');
  });

  it('refuses paths a browser would read as another site (tab, newline, backslash)', () => {
    for (const evil of ['/\t/evil.example', '/\n/evil.example', '/\\evil.example', '/\r/x']) {
      expect(afterSignInPath(`?redirect=${encodeURIComponent(evil)}`)).toBe('/');
      expect(sitePath(evil)).toBeNull();
      expect(signInRedirectTarget('/login', evil)).toBe('/login');
    }
    expect(afterSignInPath('?redirect=%2Fa%20b')).toBe('/');
    expect(sitePath('/orders/../team?x=1#top')).toBe('/team?x=1#top');
    expect(sitePath('orders')).toBeNull();
    expect(sitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(signInRedirectTarget('//evil.example/login', '/orders')).toBe('/?redirect=%2Forders');
  });

  it('finds the sign-in pages as the metadata names them, else by their slugs', () => {
    expect(
      signInPagesOf({ login: '/members', forgot_password: '//x', register: null }, [
        page('reset-password'),
        page('register'),
      ]),
    ).toEqual({ login: '/members' });
    expect(signInPagesOf(undefined, [page('sign-in'), page('signup'), page('about')])).toEqual({
      login: '/sign-in',
      register: '/signup',
    });
  });
});
