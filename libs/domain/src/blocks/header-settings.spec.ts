import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import { navigationItemSchema } from './header-settings.js';

describe('header settings', () => {
  it('links a navigation item to a page by slug or id', () => {
    expect(navigationItemSchema.parse({ name: 'Orders', pageSlug: 'orders' })).toEqual({
      name: 'Orders',
      linkType: 'page',
      pageId: '',
      pageSlug: 'orders',
      url: '',
      openInNewTab: false,
      active: false,
    });
    // The home page has no slug.
    expect(navigationItemSchema.safeParse({ name: 'Home', pageId: 'p1' }).success).toBe(true);
    expect(navigationItemSchema.safeParse({ name: 'Home' }).success).toBe(false);
  });

  it('needs an http(s) address for an external link', () => {
    const result = parseBlockSettings('header', {
      navigationItems: [{ name: 'Docs', linkType: 'external', url: 'docs.example.com' }],
    });
    expect(result).toEqual({
      success: false,
      message:
        'navigationItems.0.url: Navigation item: Enter an address starting with http:// or https://',
    });
    expect(
      navigationItemSchema.safeParse({
        name: 'Docs',
        linkType: 'external',
        url: 'https://docs.example.com',
        openInNewTab: true,
      }).success,
    ).toBe(true);
  });

  it('accepts at most 2 action buttons', () => {
    const button = { text: 'Sign up', pageSlug: 'signup' };
    expect(parseBlockSettings('header', { actionButtons: [button, button] }).success).toBe(true);
    expect(parseBlockSettings('header', { actionButtons: [button, button, button] })).toEqual({
      success: false,
      message: 'actionButtons: At most 2 action buttons.',
    });
  });
});
