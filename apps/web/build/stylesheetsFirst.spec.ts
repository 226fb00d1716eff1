import { describe, expect, it } from '@jest/globals';
import { stylesheetsFirst } from './stylesheetsFirst.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Tessera</title>
    <script type="module" crossorigin src="/assets/viewer-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/global-b.js">
    <link rel="stylesheet" crossorigin href="/assets/global-c.css">
    <link rel="stylesheet" crossorigin href="/assets/viewer-d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('stylesheetsFirst', () => {
  it("moves the page's stylesheets, in their order, before its first script", () => {
    expect(stylesheetsFirst(BUILT)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>Tessera</title>
    <link rel="stylesheet" crossorigin href="/assets/global-c.css">
    <link rel="stylesheet" crossorigin href="/assets/viewer-d.css">
    <script type="module" crossorigin src="/assets/viewer-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/global-b.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`);
  });

  it('moves every stylesheet that follows a script, whatever the order of its attributes', () => {
    const mixed = BUILT.replace(
      '<link rel="stylesheet" crossorigin href="/assets/global-c.css">',
      '<link crossorigin rel="stylesheet" href="/assets/global-c.css">',
    ).replace(
      '    <script type="module"',
      '    <link rel="stylesheet" href="/assets/first-e.css">\n    <script type="module"',
    );
    const head = stylesheetsFirst(mixed).split('</head>')[0]!;
    const sheets = [...head.matchAll(/href="\/assets\/([\w-]+)\.css"/g)].map((match) => match[1]);
    expect(sheets).toEqual(['first-e', 'global-c', 'viewer-d']);
    expect(head.lastIndexOf('stylesheet')).toBeLessThan(head.indexOf('<script'));
  });

  it('leaves alone a page whose stylesheets come first already, one with no script or no stylesheet, and the body', () => {
    const ordered = stylesheetsFirst(BUILT);
    expect(stylesheetsFirst(ordered)).toBe(ordered);
    const noScript = BUILT.replace(/ *<(script|link rel="modulepreload")[^\n]*\n/g, '');
    expect(stylesheetsFirst(noScript)).toBe(noScript);
    const noSheet = BUILT.replace(/ *<link rel="stylesheet"[^\n]*\n/g, '');
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
    const inBody = noScript.replace(
      '<div id="root"></div>',
      '<script type="module" src="/late.js"></script>\n    <link rel="stylesheet" href="/late.css">',
    );
    expect(stylesheetsFirst(inBody)).toBe(inBody);
  });
});
