import { describe, expect, it } from '@jest/globals';
import type { InlinePage } from '@tessera/contracts';
import { scriptSafeJson, withInlinePage, withRenderedContent } from './inline-page-html.js';

const inline = (value: string) =>
  ({ path: '/', page: { title: value }, data: {} }) as unknown as InlinePage;

describe('scriptSafeJson', () => {
  it('writes <, >, &, U+2028 and U+2029 as escapes that JSON.parse reads back', () => {
    const value = { cell: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('withInlinePage', () => {
  const html =
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>';

  it('adds the data element before </head>, closed only by its own </script>', () => {
    const out = withInlinePage(html, inline('</script><img src=x onerror=alert(1)>'));
    expect(out).toContain('<script type="application/json" id="tessera-page">{');
    expect(out.indexOf('tessera-page')).toBeLessThan(out.indexOf('</head>'));
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    const text = /<script type="application\/json" id="tessera-page">(.*?)<\/script>/.exec(
      out,
    )?.[1];
    expect(JSON.parse(text!)).toEqual(inline('</script><img src=x onerror=alert(1)>'));
  });

  it('falls back to the end of the body, or the end, when there is no head', () => {
    expect(withInlinePage('<body><p></p></body>', inline('x'))).toMatch(/<\/script><\/body>$/);
    expect(withInlinePage('<p></p>', inline('x'))).toMatch(/<\/script>$/);
  });
});

describe('withRenderedContent', () => {
  const html = '<html><body><div id="root"></div><script src="/a.js"></script></body></html>';

  it('draws the content inside the empty root element', () => {
    expect(withRenderedContent(html, '<main>Rows</main>')).toBe(
      '<html><body><div id="root"><main>Rows</main></div><script src="/a.js"></script></body></html>',
    );
  });

  it('leaves a template without an empty root, or no content, as it is', () => {
    expect(withRenderedContent('<body><main></main></body>', '<p>x</p>')).toBe(
      '<body><main></main></body>',
    );
    expect(withRenderedContent(html, '')).toBe(html);
  });
});
