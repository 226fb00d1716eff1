import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const FIRST_SCRIPT = /[ \t]*<(script type="module"|link rel="modulepreload")/;

/**
 * The page's HTML with its stylesheets before its scripts. Vite writes the entry's script and its
 * module preloads first. A browser with six connections to a host (HTTP/1.1) then asks for the
 * stylesheets, which a server-drawn page needs for its first paint, only once some of those
 * scripts, which that paint does not need, have come.
 */
export function stylesheetsFirst(html: string): string {
  const first = FIRST_SCRIPT.exec(html);
  const sheets = html.match(STYLESHEET);
  if (!first || !sheets || html.indexOf(sheets[0].trim()) < first.index) return html;
  const indent = /^[ \t]*/.exec(first[0])![0];
  const rest = html.replace(STYLESHEET, '');
  const at = FIRST_SCRIPT.exec(rest)!.index;
  const moved = sheets.map((sheet) => `${indent}${sheet.trim()}\n`).join('');
  return `${rest.slice(0, at)}${moved}${rest.slice(at)}`;
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
