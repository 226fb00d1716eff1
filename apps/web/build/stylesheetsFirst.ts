import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\r?\n?/g;
const SCRIPT = /[ \t]*<(script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")/;

/**
 * The page's HTML with the stylesheets of its head before its scripts. Vite writes the entry's
 * script and its module preloads first. A browser with six connections to a host (HTTP/1.1) then
 * asks for the stylesheets, which a server-drawn page needs for its first paint, only once some of
 * those scripts, which that paint does not need, have come.
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const script = SCRIPT.exec(html.slice(0, Math.max(headEnd, 0)));
  if (!script) return html;
  const afterScript = html.slice(script.index, headEnd);
  const sheets = afterScript.match(STYLESHEET);
  if (!sheets) return html;
  const indent = /^[ \t]*/.exec(script[0])![0];
  const moved = sheets.map((sheet) => `${indent}${sheet.trim()}\n`).join('');
  const rest = afterScript.replace(STYLESHEET, '');
  return `${html.slice(0, script.index)}${moved}${rest}${html.slice(headEnd)}`;
}

/** Writes each built page's stylesheets before its scripts (stylesheetsFirst). */
export function stylesheetsFirstPlugin(): Plugin {
  return {
    name: 'tessera:stylesheets-first',
    apply: 'build',
    // After Vite has written the bundle's tags into the page.
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  };
}
