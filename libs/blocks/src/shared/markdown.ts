import DOMPurify from 'dompurify';
import { HTML_SANITIZE_POLICY, MARKDOWN_OPTIONS } from '@tessera/domain';
import { marked } from 'marked';

/**
 * Markdown from owners or sheets, turned into HTML that is safe to insert (no scripts, no handlers),
 * under the same policy the server applies when settings are saved.
 */
export function markdownToSafeHtml(markdown: string): string {
  // Without a real DOM (server rendering) DOMPurify cannot sanitise, and would hand the HTML back
  // as it is: refuse, and the block is drawn by the browser.
  if (!DOMPurify.isSupported) throw new Error('Markdown is sanitised in the browser only.');
  const html = marked.parse(markdown, MARKDOWN_OPTIONS);
  return DOMPurify.sanitize(html, HTML_SANITIZE_POLICY);
}
