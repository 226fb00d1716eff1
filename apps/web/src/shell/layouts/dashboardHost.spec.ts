import { describe, expect, it } from '@jest/globals';
import { dashboardHostRedirect } from './dashboardHost.js';

const page = (host: string, path = '/dashboard', search = '?a=1', hash = '#top') => ({
  host,
  protocol: 'http:',
  pathname: path,
  search,
  hash,
});

describe('dashboardHostRedirect', () => {
  it('stays when the page is on the dashboard host', () => {
    expect(dashboardHostRedirect(page('localhost:3000'), 'localhost:3000')).toBeNull();
    expect(dashboardHostRedirect(page('LOCALHOST:3000'), 'localhost:3000')).toBeNull();
  });

  it('opens the same path on the dashboard host from another host', () => {
    expect(dashboardHostRedirect(page('demo.localhost:3000'), 'localhost:3000')).toBe(
      'http://localhost:3000/dashboard?a=1#top',
    );
  });

  it('accepts a configured host with a scheme', () => {
    expect(
      dashboardHostRedirect(
        page('demo.example.com', '/dashboard/auth', '', ''),
        'https://app.example.com',
      ),
    ).toBe('https://app.example.com/dashboard/auth');
  });

  it('does nothing without a usable setting', () => {
    expect(dashboardHostRedirect(page('localhost:3000'), '')).toBeNull();
    expect(dashboardHostRedirect(page('localhost:3000'), '   ')).toBeNull();
  });
});
