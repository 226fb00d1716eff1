import { markdownToSafeHtml } from './markdown.js';

/** A cell value drawn by its column type: images, links, e-mail addresses, markdown or text. */
export function CellValue({
  type,
  value,
  useMarkdown,
}: {
  type: string;
  value: string;
  useMarkdown?: boolean;
}) {
  if (!value) return null;
  if (useMarkdown || type === 'markdowntext') {
    return (
      <div
        className="ts-markdown"
        dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(value) }}
      />
    );
  }
  switch (type) {
    case 'image':
      return isSafeUrl(value) ? (
        <img className="ts-cell__image" src={value} alt="" loading="lazy" />
      ) : (
        value
      );
    case 'url':
      return isSafeUrl(value) ? (
        <a href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </a>
      ) : (
        value
      );
    case 'email':
      return <a href={`mailto:${value}`}>{value}</a>;
    default:
      return value;
  }
}

/** Only web addresses become links or images (never javascript: or data: addresses). */
export function isSafeUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim()) || value.trim().startsWith('/');
}
