import DOMPurify from 'dompurify';
import { HTML_SANITIZE_POLICY, MARKDOWN_OPTIONS } from '@tessera/domain';
import { marked } from 'marked';

/**
 * Markdown from owners or sheets, turned into HTML that is safe to insert (no scripts, no handlers),
 * under the same policy the server applies when settings are saved.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, MARKDOWN_OPTIONS);
  return DOMPurify.sanitize(html, HTML_SANITIZE_POLICY);
}
