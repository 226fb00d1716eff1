import { describe, expect, it } from '@jest/globals';
import { LIMITS, showsLiveChat } from './limits.js';
import { MESSAGES, unknownMiddlewareMessage } from './messages.js';

describe('messages', () => {
  it('keeps the exact wording of the spec', () => {
    expect(MESSAGES).toMatchObject({
      pageNotFound: 'Page not found',
      pageNotFoundRoute: 'This page could not be found',
      accessDenied: 'Access Denied',
      privateApp: 'This application is private and you do not have permission to access it.',
      errorPageFailed: 'An error occurred while showing the error page',
      goBackHome: 'Go back to home',
      goToHomepage: 'Go to Homepage',
      refreshPage: 'Refresh Page',
      upgradeToUnlock: 'Upgrade to unlock premium features',
      upgradeNow: 'Upgrade Now',
      planVerifyFailed: 'Failed to verify plan status',
      unableToIdentifyTemplate: 'Unable to identify template',
      templateNotFound: 'Template not found in marketplace',
      templateLoadFailed: 'Failed to load template information',
      networkError: 'Network error occurred',
      genericError: 'There was an error. Please try again or reach out via chat',
      accountRequired: 'Account Required',
      dataError: 'Data Error',
      fetchingApp: 'Fetching App...',
      embedRequiresPaidPlan: 'Embed feature requires a paid plan.',
      spreadsheetUrlNotConfigured: 'Spreadsheet URL not configured.',
    });
    expect(unknownMiddlewareMessage('auth')).toBe('Unknown middleware: auth');
  });

  it('holds the limits of §9', () => {
    expect(LIMITS).toMatchObject({
      maxToasts: 4,
      toastDurationMs: 5000,
      templateErrorToastMs: 3000,
      signupRedirectMs: 2000,
      progressBarThrottleMs: 200,
      progressBarDurationMs: 5000,
    });
  });
});

describe('showsLiveChat', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/',
    '/admin',
    '/marketplace',
    '/dashboard/auth',
    '/dashboard/signup',
  ])('loads on %s', (path) => expect(showsLiveChat(path)).toBe(true));

  it.each(['/embed', '/embed/board', '/orders', '/dashboard/account', '/templates'])(
    'does not load on %s',
    (path) => expect(showsLiveChat(path)).toBe(false),
  );
});
