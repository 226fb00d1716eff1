import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { footerSettingsSchema } from '../blocks/footer-settings.js';
import { headerSettingsSchema } from '../blocks/header-settings.js';
import { describeIssues } from '../blocks/block-settings.js';
import { safeLink } from '../blocks/common-settings.js';
import { isAppPageLink, isSafeLink, SAFE_LINK_MESSAGE } from './safe-link.js';

describe('isSafeLink', () => {
  it.each([
    'https://example.com',
    'HTTP://example.com/a?b=1#c',
    'mailto:ann@example.com',
    'tel:+441234567',
    '/about',
    'about',
    'team/people?tab=2#top',
    '#contact',
    '',
  ])('accepts %j', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['NUL inside the scheme', 'java\u0000script:alert(1)'],
    ['leading control character', '\u0001javascript:alert(1)'],
    ['leading zero-width space', '\u200bjavascript:alert(1)'],
    ['leading no-break space', '\u00a0javascript:alert(1)'],
    ['HTML entity', '&#106;avascript:alert(1)'],
    ['hex entity', '&#x6A;avascript:alert(1)'],
    ['named entity inside', 'javascript&colon;alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: in capitals', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another scheme', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['http without a host', 'http:evil.example'],
    ['https with a backslash host', 'https:\\\\evil.example'],
    ['empty mailto', 'mailto:'],
    ['markup in a page link', '/"><img src=x onerror=alert(1)>'],
    ['markup in a web address', 'https://example.com/"><script>alert(1)</script>'],
    ['a tab inside a web address', 'https://exa\tmple.com'],
  ])('refuses %s', (_case, link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe('isAppPageLink', () => {
  it('accepts page slugs and paths, and refuses anything with a scheme or another host', () => {
    expect(isAppPageLink('about')).toBe(true);
    expect(isAppPageLink('/about/team')).toBe(true);
    expect(isAppPageLink('https://example.com')).toBe(false);
    expect(isAppPageLink('javascript:alert(1)')).toBe(false);
    expect(isAppPageLink('//evil.example')).toBe(false);
    expect(isAppPageLink('\\evil.example')).toBe(false);
  });
});

describe('safeLink schema', () => {
  it('trims surrounding whitespace before judging', () => {
    expect(safeLink.parse('  https://example.com ')).toBe('https://example.com');
    expect(safeLink.safeParse('  javascript:alert(1)').success).toBe(false);
  });

  it('refuses with a message naming what is allowed', () => {
    const result = safeLink.safeParse('data:text/html,x');
    expect(result.success ? '' : describeIssues(result.error.issues)).toBe(SAFE_LINK_MESSAGE);
  });
});

describe('URL settings use safe links', () => {
  const refused = (result: z.ZodSafeParseResult<unknown>) =>
    result.success ? '' : describeIssues(result.error.issues);

  it('refuses javascript: and data: footer links, naming the field', () => {
    const footer = footerSettingsSchema.safeParse({
      simpleLinks: [{ text: 'Home', url: 'JaVaScRiPt:alert(1)' }],
      footerSublinks: [{ text: 'Logo', url: 'data:text/html,<script>alert(1)</script>' }],
    });
    expect(refused(footer)).toBe(
      `footerSublinks.0.url: ${SAFE_LINK_MESSAGE}; simpleLinks.0.url: ${SAFE_LINK_MESSAGE}`,
    );
  });

  it('refuses a page link that leaves the app', () => {
    const footer = footerSettingsSchema.safeParse({
      simpleLinks: [{ text: 'Home', linkToInsert: '//evil.example' }],
    });
    expect(refused(footer)).toBe('simpleLinks.0.linkToInsert: Choose a page of this app.');
  });

  it('refuses an obfuscated header logo and navigation link', () => {
    const header = headerSettingsSchema.safeParse({
      Logo: 'java\tscript:alert(1)',
      navigationItems: [{ name: 'Docs', linkType: 'external', url: '&#106;avascript:alert(1)' }],
    });
    expect(refused(header)).toBe(
      `Logo: ${SAFE_LINK_MESSAGE}; navigationItems.0.url: ${SAFE_LINK_MESSAGE}`,
    );
  });

  it('keeps the links owners use', () => {
    const footer = footerSettingsSchema.parse({
      simpleLinks: [
        { text: 'Mail', url: 'mailto:hi@example.com' },
        { text: 'Call', url: 'tel:+44123' },
        { text: 'About', url: '/about' },
      ],
      footerSublinks: [{ text: 'Site', url: 'https://example.com' }],
    });
    expect(footer.simpleLinks.map((link) => link.url)).toEqual([
      'mailto:hi@example.com',
      'tel:+44123',
      '/about',
    ]);
  });
});
