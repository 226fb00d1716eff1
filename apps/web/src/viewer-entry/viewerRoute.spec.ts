import { describe, expect, it } from '@jest/globals';
import { viewerRouteOf } from './viewerRoute.js';

describe('viewerRouteOf', () => {
  it('shows the home page at the root, and a page by its slug', () => {
    expect(viewerRouteOf('/')).toEqual({ kind: 'page', pageSlug: '' });
    expect(viewerRouteOf('')).toEqual({ kind: 'page', pageSlug: '' });
    expect(viewerRouteOf('/orders')).toEqual({ kind: 'page', pageSlug: 'orders' });
    expect(viewerRouteOf('/orders/')).toEqual({ kind: 'page', pageSlug: 'orders' });
    expect(viewerRouteOf('//orders')).toEqual({ kind: 'page', pageSlug: 'orders' });
  });

  it('decodes the slug, and keeps one that cannot be decoded as it is', () => {
    expect(viewerRouteOf('/caf%C3%A9')).toEqual({ kind: 'page', pageSlug: 'café' });
    expect(viewerRouteOf('/50%')).toEqual({ kind: 'page', pageSlug: '50%' });
  });

  it('shows the set-password screen of the e-mailed links, whatever its case', () => {
    expect(viewerRouteOf('/set-password')).toEqual({ kind: 'set-password' });
    expect(viewerRouteOf('/Set-Password/')).toEqual({ kind: 'set-password' });
  });

  it('shows the 404 screen for deeper paths', () => {
    expect(viewerRouteOf('/orders/42')).toEqual({ kind: 'not-found' });
    expect(viewerRouteOf('/set-password/x')).toEqual({ kind: 'not-found' });
  });
});
