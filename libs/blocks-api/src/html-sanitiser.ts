import {
  HTML_SANITIZE_POLICY,
  MARKDOWN_OPTIONS,
  sanitiseBlockSettings,
  type AvailableBlockType,
  type SettingSanitisers,
} from '@tessera/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';

// One server-side DOM for DOMPurify: the same sanitiser and policy as the browser's renderer.
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** Re-sanitising sanitised HTML can still change it (mutation XSS); stop once it is stable. */
const MAX_PASSES = 3;

/** HTML under the shared policy, sanitised until another pass would change nothing. */
export function sanitiseHtml(html: string): string {
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = purify.sanitize(current, HTML_SANITIZE_POLICY);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * How a browser's innerHTML reads `html`, written back out without its comments: what a renderer
 * would insert. Plain comments are inert and the sanitiser drops them, so a note like
 * `<!-- draft -->` does not make markdown need rewriting.
 */
function asParsed(html: string): string {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  const comments = window.document.createTreeWalker(container, window.NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  // Only plain notes: a comment holding `<`, `>` or `--` is one that other markdown renderers
  // (CommonMark before 0.31) end early, letting what follows out as live markup.
  while (comments.nextNode())
    if (!/<|>|--/.test(comments.currentNode.nodeValue ?? '')) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
  return container.innerHTML;
}

/**
 * Tags innerHTML ignores but a whole document applies to its root (`<body onload>` merges its
 * attributes into the page's body): HTML holding one is never "unchanged".
 */
const DOCUMENT_LEVEL_TAG = /<\/?(?:html|head|body|frameset)\b|<!doctype/i;

/** True when sanitising takes nothing away from `html`, whether inserted as a fragment or a page. */
function unchangedBySanitising(html: string, sanitised: string): boolean {
  return !DOCUMENT_LEVEL_TAG.test(html) && sanitised === asParsed(html);
}

/**
 * True when `value` read as HTML is nothing but its own text: no element, comment or entity, and no
 * tag left open at its end either (`Acme <img src=x onerror=alert(1)//` parses to the text "Acme "
 * in a fragment, yet becomes a live image wherever it is pasted before more markup).
 */
function isPlainText(value: string): boolean {
  const container = window.document.createElement('div');
  container.innerHTML = value;
  const onlyText = [...container.childNodes].every(
    (node) => node.nodeType === window.Node.TEXT_NODE,
  );
  return onlyText && container.textContent === value;
}

/** The text a browser shows for `html` once sanitised: what the viewer would display. */
function sanitisedText(html: string): string {
  const container = window.document.createElement('div');
  container.innerHTML = sanitiseHtml(html);
  return container.textContent ?? '';
}

/**
 * A setting the viewer shows as text but another reader of the page store might insert as HTML.
 * Plain text is stored as written ("Smith & Sons", "1 < 2"); a value holding markup is stored as
 * the text the viewer would have shown, so no reader gets markup and the viewer shows no tags or
 * entities ("<b>Bold</b> & co" becomes "Bold & co"). Entities can decode into new markup
 * ("&lt;img ...&gt;"), so the text is taken again until it is plain.
 */
export function sanitiseHtmlText(value: string): string {
  let current = value;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    if (isPlainText(current)) return current;
    current = sanitisedText(current);
  }
  return isPlainText(current) ? current : current.replaceAll('<', '');
}

/**
 * Markdown is stored as markdown while its rendering is already safe, which is what owners write.
 * When rendering it would need sanitising (raw HTML with handlers, javascript: links), the body is
 * replaced by its sanitised rendering: markdown renderers pass HTML through, so the viewer and any
 * other consumer show the same content without what the policy removed.
 */
export function sanitiseMarkdown(markdown: string): string {
  const html = marked.parse(markdown, MARKDOWN_OPTIONS);
  const sanitised = sanitiseHtml(html);
  return unchangedBySanitising(html, sanitised) ? markdown : sanitised;
}

const SANITISERS: SettingSanitisers = {
  html: sanitiseHtmlText,
  richHtml: sanitiseHtml,
  markdown: sanitiseMarkdown,
};

/** Validated settings with their HTML-capable and markdown settings sanitised before storing. */
export function sanitisedSettings<S extends Record<string, unknown>>(
  type: AvailableBlockType,
  settings: S,
): S {
  return sanitiseBlockSettings(type, settings, SANITISERS);
}
