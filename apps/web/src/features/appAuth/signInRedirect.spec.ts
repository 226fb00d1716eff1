import { describe, expect, it } from '@jest/globals';
import type { PageDto } from '@tessera/contracts';
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
