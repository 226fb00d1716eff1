import { INLINE_PAGE_ELEMENT_ID, type InlinePage } from '@tessera/contracts';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` are written as \u escapes so no
 * cell value can close the element (`</script>`) or open a comment, and U+2028 / U+2029 (line
 * terminators to older JavaScript parsers) likewise. JSON.parse reads the escapes back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

/**
 * The viewer's HTML with the page and its first rows inline, in the data element the viewer reads
 * before its first request (a JSON data block: never executed, so `script-src 'self'` allows it).
 */
export function withInlinePage(html: string, inline: InlinePage): string {
  const element = `<script type="application/json" id="${INLINE_PAGE_ELEMENT_ID}">${scriptSafeJson(inline)}</script>`;
  const headEnd = html.indexOf('</head>');
  if (headEnd !== -1) return `${html.slice(0, headEnd)}${element}${html.slice(headEnd)}`;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd !== -1) return `${html.slice(0, bodyEnd)}${element}${html.slice(bodyEnd)}`;
  return `${html}${element}`;
}

/** The element the web app draws into (apps/web/viewer.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The viewer's HTML with the page's content drawn into its root element (server rendering), which
 * the browser hydrates; unchanged when the template has no empty root element.
 */
export function withRenderedContent(html: string, content: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at === -1 || content === '') return html;
  const open = ROOT_ELEMENT.slice(0, -'</div>'.length);
  return `${html.slice(0, at)}${open}${content}</div>${html.slice(at + ROOT_ELEMENT.length)}`;
}
