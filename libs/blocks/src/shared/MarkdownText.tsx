import { Suspense, use } from 'react';

type Markdown = typeof import('./markdown.js');
let markdown: Markdown | undefined;
let loading: Promise<Markdown> | undefined;

/** The markdown renderer (marked and DOMPurify), fetched the first time a page shows markdown. */
function loadMarkdown(): Promise<Markdown> {
  loading ??= import('./markdown.js').then(
    (module) => (markdown = module),
    (error: unknown) => {
      // Forgotten, so that the next markdown drawn fetches it again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function SafeHtml({ text, className }: { text: string; className: string }) {
  const { markdownToSafeHtml } = markdown ?? use(loadMarkdown());
  return (
    <div className={className} dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(text) }} />
  );
}

/**
 * Markdown from owners or sheets, drawn as sanitised HTML. Its parser is its own chunk: tables and
 * lists without markdown columns never download it; until it arrives the text shows as it is.
 */
export function MarkdownText({ text, className }: { text: string; className: string }) {
  return (
    <Suspense fallback={<div className={className}>{text}</div>}>
      <SafeHtml text={text} className={className} />
    </Suspense>
  );
}
