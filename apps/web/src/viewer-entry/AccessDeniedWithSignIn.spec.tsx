import { describe, expect, it, jest } from '@jest/globals';

const classNames = { default: new Proxy({}, { get: (_target, key) => String(key) }) };
jest.unstable_mockModule('../shell/errors/ErrorScreen.module.css', () => classNames);

const { renderToStaticMarkup } = await import('react-dom/server');
const { NavigationContext, locationOf } = await import('../shell/navigation/navigation.js');
const { AccessDeniedWithSignIn } = await import('./AccessDeniedWithSignIn.js');

const navigation = { location: locationOf('/orders'), navigate: () => undefined };
const render = (signInTo: string | null, ownerLink: string | null = null) =>
  renderToStaticMarkup(
    <NavigationContext value={navigation}>
      <AccessDeniedWithSignIn signInTo={signInTo} ownerLink={ownerLink} />
    </NavigationContext>,
  );

describe('AccessDeniedWithSignIn', () => {
  it('keeps the Access Denied screen and adds the Sign in link', () => {
    const html = render('/login?redirect=%2Forders');
    expect(html).toContain('<h1 class="title">Access Denied</h1>');
    expect(html).toContain(
      'This application is private and you do not have permission to access it.',
    );
    expect(html).toContain('Refresh Page');
    expect(html).toContain('href="/login?redirect=%2Forders"');
    expect(html).toContain('>Sign in</a>');
  });

  it('is the plain Access Denied screen without a sign-in page', () => {
    const html = render(null);
    expect(html).toContain('Access Denied');
    expect(html).not.toContain('Sign in');
  });

  it('shows its owner the way in from the dashboard, with or without a sign-in page', () => {
    const link = 'http://localhost:3000/dashboard?edit_app=shop';
    for (const signInTo of ['/login', null]) {
      const html = render(signInTo, link);
      expect(html).toContain(
        `href="${link.replace('&', '&amp;')}">Open it from your dashboard</a>`,
      );
    }
    expect(render(null)).not.toContain('Open it from your dashboard');
  });
});
