import { SAFE_LINK_SCHEMES } from './safe-link.js';

/**
 * The one sanitising policy for owner and sheet HTML (rendered markdown, HTML-capable settings),
 * handed to DOMPurify in the browser (libs/blocks) and on the server (libs/blocks-api) so both keep
 * and drop exactly the same things. Plain data: no I/O, usable on both sides.
 *
 * - HTML elements only (no SVG or MathML, where most mutation-XSS payloads live);
 * - no <style> or style attributes (they would restyle or cover the whole page) and no form
 *   controls (fake sign-in forms),
 *   except the read-only checkbox of a markdown task list;
 * - URLs in attributes use only http, https, mailto or tel, or are relative.
 */
export const HTML_SANITIZE_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'button',
    'select',
    'option',
    'optgroup',
    'datalist',
    'textarea',
    'fieldset',
    'dialog',
    'template',
  ],
  // A style attribute can lay an element over the whole page (a fake sign-in, say).
  FORBID_ATTR: ['action', 'formaction', 'style'],
  // DOMPurify's own default pattern with its scheme list narrowed to ours: a value is either one of
  // those schemes or has no scheme at all (relative; a colon only after a non-scheme character).
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${SAFE_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

/** How markdown becomes HTML before sanitising, the same in the browser and on the server. */
export const MARKDOWN_OPTIONS = { async: false, gfm: true, breaks: true } as const;
