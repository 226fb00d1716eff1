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

  it('leaves a page alone whose stylesheets come first already, or that has no script or none', () => {
    const ordered = stylesheetsFirst(BUILT);
    expect(stylesheetsFirst(ordered)).toBe(ordered);
    const noScript = BUILT.replace(/ *<(script|link rel="modulepreload")[^\n]*\n/g, '');
    expect(stylesheetsFirst(noScript)).toBe(noScript);
    const noSheet = BUILT.replace(/ *<link rel="stylesheet"[^\n]*\n/g, '');
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
  });
});
