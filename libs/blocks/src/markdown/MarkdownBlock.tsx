import { useMemo } from 'react';
import { fillMarkdownTemplate } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { markdownToSafeHtml } from '../shared/markdown.js';
import type { BlockRendererProps } from '../types.js';

/** Markdown text with [Column Name] filled from the rows: once, or once per row with loop. */
export function MarkdownBlock({ block, data }: BlockRendererProps) {
  const parsed = useBlockSettings('markdown', block);
  const rows = data?.rows;
  const pieces = useMemo(() => {
    if (!parsed.success) return [];
    const { body, loop, sheet_title } = parsed.settings;
    if (!sheet_title) return [{ key: 'body', html: markdownToSafeHtml(body) }];
    const source = rows ?? [];
    if (loop) {
      return source.map((row) => ({
        key: row._id,
        html: markdownToSafeHtml(fillMarkdownTemplate(body, row)),
      }));
    }
    // Without loop the body shows once, with the values of the first row.
    return [{ key: 'body', html: markdownToSafeHtml(fillMarkdownTemplate(body, source[0] ?? {})) }];
  }, [parsed, rows]);
  if (!parsed.success) return <InvalidSettings type="markdown" message={parsed.message} />;
  const settings = parsed.settings;
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Markdown"
      colors={settings}
      error={settings.sheet_title ? data?.error : undefined}
      loading={data?.loading}
      status={data}
    >
      <div
        className="ts-markdown-grid"
        style={{
          gridTemplateColumns: `repeat(${settings.columns}, minmax(0, 1fr))`,
          gap: `${settings.gap * 0.25}rem`,
        }}
      >
        {pieces.map((piece) => (
          <div
            key={piece.key}
            className="ts-markdown"
            dangerouslySetInnerHTML={{ __html: piece.html }}
          />
        ))}
      </div>
    </BlockFrame>
  );
}
