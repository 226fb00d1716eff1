import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from '@tessera/domain';
import { initialFooterSettings, initialHeaderSettings } from './app-scaffold.js';

describe('a new app’s header and footer', () => {
  it('links the header to the home page under the app title', () => {
    const header = initialHeaderSettings('Acme Shop', 'home-id');
    expect(header['HeaderTitle']).toBe('Acme Shop');
    expect(header['navigationItems']).toEqual([
      expect.objectContaining({ name: 'Home', linkType: 'page', pageId: 'home-id', pageSlug: '' }),
    ]);
    expect(parseBlockSettings('header', header).success).toBe(true);
  });

  it('signs the footer with the year and the title', () => {
    const footer = initialFooterSettings('Acme Shop', new Date('2031-05-01T00:00:00Z'));
    expect(footer['copyrightText']).toBe('© 2031 Acme Shop');
    expect(parseBlockSettings('footer', footer).success).toBe(true);
  });
});
