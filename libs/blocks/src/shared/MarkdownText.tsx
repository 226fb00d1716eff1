import { Suspense, use } from 'react';

type Markdown = typeof import('./markdown.js');
let markdown: Markdown | undefined;
let loading: Promise<Markdown | null> | undefined;

/**
 * The markdown renderer (marked and DOMPurify), fetched the first time a page shows markdown; null
 * when it could not be fetched (kept: fetching again on every render would never end).
 */
function loadMarkdown(): Promise<Markdown | null> {
  loading ??= import('./markdown.js').then(
    (module) => (markdown = module),
    () => null,
  );
  return loading;
}

function SafeHtml({ text, className }: { text: string; className: string }) {
  const loaded = markdown ?? use(loadMarkdown());
  // Without its renderer the markdown shows as the text it is (React escapes it).
  if (!loaded) return <div className={className}>{text}</div>;
  const { markdownToSafeHtml } = loaded;
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
