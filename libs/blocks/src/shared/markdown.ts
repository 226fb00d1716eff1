import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown from owners or sheets, turned into HTML that is safe to insert (no scripts, no handlers). */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
