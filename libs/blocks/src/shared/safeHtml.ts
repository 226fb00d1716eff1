import DOMPurify from 'dompurify';
import { HTML_SANITIZE_POLICY } from '@tessera/domain';

/** DOMPurify needs a DOM: without one (server rendering) the block is drawn by the browser. */
function purifier(): typeof DOMPurify {
  if (!DOMPurify.isSupported) throw new Error('HTML is sanitised in the browser only.');
  return DOMPurify;
}

/**
 * An owner's HTML setting (a banner's title) made safe to insert, under the policy the server
 * applied when it was saved: sanitised again here, so what was stored some other way is inert too.
 */
export function htmlToSafeHtml(html: string): string {
  return purifier().sanitize(html, HTML_SANITIZE_POLICY);
}
