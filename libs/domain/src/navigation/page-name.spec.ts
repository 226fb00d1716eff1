import { describe, expect, it } from '@jest/globals';
import { pageNameFor, prettifySlug } from './page-name.js';

describe('pageNameFor', () => {
  const items = [{ name: 'Our Orders', pageSlug: 'my-orders' }, { name: 'Docs' }];

  it('uses the matching navigation item name', () => {
    expect(pageNameFor('my-orders', items)).toBe('Our Orders');
    expect(pageNameFor('/my-orders/', items)).toBe('Our Orders');
  });

  it('else prettifies the slug', () => {
    expect(pageNameFor('my-orders', [])).toBe('My Orders');
    expect(pageNameFor('team_members', [], 'Ignored')).toBe('Team Members');
  });

  it('else uses the looked-up name, else Home', () => {
    expect(pageNameFor('', [], 'Welcome')).toBe('Welcome');
    expect(pageNameFor(null, [], null)).toBe('Home');
  });
});

describe('prettifySlug', () => {
  it('capitalises words and decodes escapes', () => {
    expect(prettifySlug('my-orders')).toBe('My Orders');
    expect(prettifySlug('caf%C3%A9-menu')).toBe('Café Menu');
    expect(prettifySlug('bad%E0')).toBe('Bad%E0');
  });
});
