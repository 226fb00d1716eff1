import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings } from '@tessera/domain';
import {
  sanitisedSettings,
  sanitiseHtml,
  sanitiseHtmlText,
  sanitiseMarkdown,
} from './html-sanitiser.js';

/** Nothing a browser would run: no script or style elements, no on* handlers, no script URLs. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<style|<svg|<math|\son\w+\s*=|javascript:|data:text/i);
}

describe('sanitiseHtml', () => {
  it.each([
    ['an event handler', '<img src=x onerror=alert(1)>', '<img src="x">'],
    ['a script inside svg', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['a script element', '<script>alert(1)</script>ok', 'ok'],
    ['a javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a page-wide style', '<style>body{display:none}</style>ok', 'ok'],
    [
      'a style laying an element over the page',
      '<a href="https://evil.example" style="position:fixed;inset:0">Sign in</a>',
      '<a href="https://evil.example">Sign in</a>',
    ],
    [
      'a fake form',
      '<form action="https://evil.example"><input name=p></form>',
      '<input name="p">',
    ],
  ])('removes %s', (_case, dirty, clean) => {
    expect(sanitiseHtml(dirty)).toBe(clean);
  });

  it.each([
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ])('leaves nothing to run of the mutation payload %j, even read again', (payload) => {
    const once = sanitiseHtml(payload);
    expectInert(once);
    expect(sanitiseHtml(once)).toBe(once);
  });

  it('keeps ordinary formatting and safe links', () => {
    const html =
      '<p><strong>Hi</strong> <a href="https://example.com">site</a> <a href="/about">us</a></p>';
    expect(sanitiseHtml(html)).toBe(html);
  });
});

describe('sanitiseHtmlText', () => {
  it('keeps plain text as written, ampersands and all', () => {
    expect(sanitiseHtmlText('Smith & Sons <3')).toBe('Smith & Sons <3');
  });

  it('stores the text the viewer would show in place of markup, hostile or not', () => {
    expect(sanitiseHtmlText('Acme <img src=x onerror=alert(1)>')).toBe('Acme ');
    expect(sanitiseHtmlText('<script>alert(1)</script>Acme')).toBe('Acme');
    expect(sanitiseHtmlText('<b>Bold</b> & co')).toBe('Bold & co');
    expect(sanitiseHtmlText('R&D <beta>')).toBe('R&D ');
    expect(sanitiseHtmlText('Caf&eacute; <i>Ol&eacute;</i>')).toBe('Café Olé');
  });

  it('takes the text again when entities decode into markup', () => {
    const stored = sanitiseHtmlText('Acme &lt;img src=x onerror=alert(1)&gt;<b>!</b>');
    expect(stored).toBe('Acme !');
    expectInert(stored);
  });

  it('does not keep a tag left open at the end, which a fragment drops but pasted markup would not', () => {
    for (const value of [
      'Acme <img src=x onerror=alert(1)//',
      '<a href="javascript:alert(1)" onclick="alert(1)',
      '<svg onload=alert(1) ',
    ]) {
      const stored = sanitiseHtmlText(value);
      expect(stored).not.toBe(value);
      expectInert(`${stored}<h1>`);
      expect(stored).not.toMatch(/onerror|onclick|onload/);
    }
  });

  it('does not keep a root tag that innerHTML ignores but a whole page would apply', () => {
    expect(sanitiseHtmlText('<body onload=alert(1)>Acme')).toBe('Acme');
    expect(sanitiseHtmlText('<html onmouseover=alert(1)>Acme')).toBe('Acme');
  });
});

describe('sanitiseMarkdown', () => {
  it('keeps markdown whose rendering is already safe', () => {
    const body = '# [Name]\n\n**Hello** & [site](https://example.com)\n\n- a\n- b';
    expect(sanitiseMarkdown(body)).toBe(body);
  });

  it('keeps markdown holding an HTML comment, which is inert', () => {
    const body = '# Notes\n\n<!-- draft: check prices -->\nPrices from **May**.';
    expect(sanitiseMarkdown(body)).toBe(body);
  });

  it('rewrites a comment that other markdown renderers would end early', () => {
    const body = 'Hi <!-- a -- <img src=x onerror=alert(1)> -->';
    const stored = sanitiseMarkdown(body);
    expect(stored).not.toBe(body);
    expectInert(stored);
  });

  it('does not take markup that a comment lets out for a comment', () => {
    const stored = sanitiseMarkdown('Hi <!--><img src=x onerror=alert(1)>-->');
    expectInert(stored);
    expect(stored).not.toContain('<!--');
  });

  it.each([
    ['raw HTML with a handler', 'Hi <img src=x onerror=alert(1)>'],
    ['a javascript: markdown link', '[click](javascript:alert(1))'],
    ['an obfuscated markdown link', '[click](JaVa&#09;ScRiPt:alert(1))'],
    ['a script block', '<script>alert(1)</script>\n\ntext'],
    ['a body tag with a handler', '<body onload=alert(1)>\n\ntext'],
    ['an mXSS payload', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ])('stores the sanitised rendering of %s', (_case, body) => {
    const stored = sanitiseMarkdown(body);
    expect(stored).not.toBe(body);
    expectInert(stored);
  });
});

describe('sanitisedSettings', () => {
  it('sanitises the header title and the block title, and leaves other settings alone', () => {
    const header = {
      ...defaultBlockSettings('header'),
      title: '<svg><script>alert(1)</script></svg>Top',
      HeaderTitle: '<img src=x onerror=alert(1)>Acme',
      Logo: 'https://example.com/logo.png',
    };
    expect(sanitisedSettings('header', header)).toEqual({
      ...header,
      title: 'Top',
      HeaderTitle: 'Acme',
    });
  });

  it('stores every footer text that may hold HTML as the text it shows', () => {
    const hostile = '<a href="javascript:alert(1)" onclick="alert(1)">x</a>';
    const footer = sanitisedSettings('footer', {
      ...defaultBlockSettings('footer'),
      FooterTitle: hostile,
      FooterSubtitle: hostile,
      FooterDescription: hostile,
      copyrightText: hostile,
    });
    for (const text of [
      footer.FooterTitle,
      footer.FooterSubtitle,
      footer.FooterDescription,
      footer.copyrightText,
    ]) {
      expect(text).toBe('x');
    }
  });

  it("stores a banner's title and subtitle as safe HTML, keeping what they format", () => {
    const banner = sanitisedSettings('bannerHero', {
      ...defaultBlockSettings('bannerHero'),
      title: 'Sell <em>more</em><img src=x onerror=alert(1)>',
      subtitle: '<b>Now</b> <a href="javascript:alert(1)">free</a><p style="position:fixed">x</p>',
    });
    expect(banner.title).toBe('Sell <em>more</em><img src="x">');
    expect(banner.subtitle).toBe('<b>Now</b> <a>free</a><p>x</p>');
  });
});
