import { MarkdownText } from './MarkdownText.js';
import { readableDate } from './cellDate.js';
import { mailtoHref } from './mailto.js';

/** A cell value drawn by its column type: images, links, e-mail addresses, dates, markdown or text. */
export function CellValue({
  type,
  value,
  useMarkdown,
  label = '',
  characterLimit,
}: {
  type: string;
  value: string;
  useMarkdown?: boolean;
  /** What an image shows, for those who cannot see it (its column's name). */
  label?: string;
  /** Plain text longer than this shows its first characters, all of it on hover (character_limit). */
  characterLimit?: number | undefined;
}) {
  if (!value) return null;
  if (useMarkdown || type === 'markdowntext') {
    return <MarkdownText className="ts-markdown" text={value} />;
  }
  switch (type) {
    case 'image':
      return isSafeUrl(value) ? (
        <img className="ts-cell__image" src={value} alt={label} loading="lazy" />
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
    case 'date':
    case 'datetime-local': {
      const readable = readableDate(value);
      return readable === value ? value : <time dateTime={value.trim()}>{readable}</time>;
    }
    case 'email': {
      const href = mailtoHref(value);
      return href ? <a href={href}>{value}</a> : value;
    }
    default: {
      const clipped = clippedText(value, characterLimit);
      return clipped === value ? value : <span title={value}>{clipped}</span>;
    }
  }
}

/**
 * The text cut to `limit` code points (never half of a surrogate pair, though a character built
 * of several, such as a flag or an accented letter typed as two, may be cut between them) with an
 * ellipsis when it is longer; the text itself without a limit.
 */
export function clippedText(text: string, limit: number | undefined): string {
  if (limit === undefined) return text;
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('').trimEnd()}…` : text;
}

/**
 * Only web addresses become links or images: http(s), or a path on this site. Never javascript:
 * or data:, and never "//host" or "/\\host", which browsers read as another site.
 */
export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) || /^\/(?![/\\])/.test(trimmed);
}
