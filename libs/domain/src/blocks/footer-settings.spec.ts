import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import { contactItemSchema, socialItemSchema } from './footer-settings.js';

const links = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ text: `Link ${index}`, url: '/x' }));

describe('footer settings', () => {
  it('requires a social link starting with http:// or https://', () => {
    expect(
      socialItemSchema.safeParse({ type: 'instagram', link: 'https://instagram.com/x' }).success,
    ).toBe(true);
    expect(socialItemSchema.safeParse({ type: 'facebook', link: 'http://fb.com/x' }).success).toBe(
      true,
    );
    const result = parseBlockSettings('footer', {
      socialItems: [{ type: 'instagram', link: 'instagram.com/x' }],
    });
    expect(result).toEqual({
      success: false,
      message: 'socialItems.0.link: The social link must start with http:// or https://',
    });
    const empty = parseBlockSettings('footer', { socialItems: [{ type: 'linkedin', link: '' }] });
    expect(!empty.success && empty.message).toBe('socialItems.0.link: Enter the social link.');
  });

  it('refuses a social link that would break out of an HTML attribute', () => {
    for (const link of ['https://x.example/" onmouseover="alert(1)', 'https://x.example/<b>'])
      expect(socialItemSchema.safeParse({ type: 'instagram', link }).success).toBe(false);
  });

  it('accepts at most 3 social items, each network once', () => {
    const item = (type: string) => ({ type, link: 'https://example.com' });
    expect(
      parseBlockSettings('footer', {
        socialItems: [item('instagram'), item('facebook'), item('linkedin')],
      }).success,
    ).toBe(true);
    expect(
      parseBlockSettings('footer', { socialItems: [item('instagram'), item('instagram')] }),
    ).toEqual({ success: false, message: 'socialItems: Each social network can be linked once.' });
    expect(socialItemSchema.safeParse({ type: 'twitter', link: 'https://x.com' }).success).toBe(
      false,
    );
  });

  it('accepts at most 4 sublinks and 3 contact items', () => {
    expect(parseBlockSettings('footer', { footerSublinks: links(4) }).success).toBe(true);
    expect(parseBlockSettings('footer', { footerSublinks: links(5) })).toEqual({
      success: false,
      message: 'footerSublinks: At most 4 sublinks.',
    });
    const contact = { type: 'phone', value: '555 0100', countryCode: '+1' };
    expect(
      parseBlockSettings('footer', { contactItems: [contact, contact, contact, contact] }),
    ).toEqual({ success: false, message: 'contactItems: At most 3 contact items.' });
  });

  it('limits simple links to 10, or 5 for Navigation Hub and Classic Footer Bar', () => {
    const wide = { footerLayoutType: 'Contact Columns' };
    expect(parseBlockSettings('footer', { ...wide, simpleLinks: links(10) }).success).toBe(true);
    expect(parseBlockSettings('footer', { ...wide, simpleLinks: links(11) }).success).toBe(false);
    for (const layout of ['Navigation Hub', 'Classic Footer Bar']) {
      const settings = { footerLayoutType: layout, simpleLinks: links(5) };
      expect(parseBlockSettings('footer', settings).success).toBe(true);
      expect(parseBlockSettings('footer', { ...settings, simpleLinks: links(6) })).toEqual({
        success: false,
        message: `simpleLinks: At most 5 simple links with the ${layout} layout.`,
      });
    }
  });

  it('checks contact e-mail addresses', () => {
    expect(contactItemSchema.safeParse({ type: 'email', value: 'hello@example.com' }).success).toBe(
      true,
    );
    expect(contactItemSchema.safeParse({ type: 'email', value: 'hello' }).success).toBe(false);
    expect(contactItemSchema.parse({ type: 'address', value: '1 Main St' })).toMatchObject({
      showIcon: true,
      label: '',
      countryCode: '',
    });
  });
});
