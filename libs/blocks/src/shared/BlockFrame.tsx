import type { ReactNode } from 'react';
import type { BlockData } from '../types.js';
import { dataStatusNotes } from './dataStatus.js';

type Props = {
  /** The block's heading; blocks without one are labelled by their type. */
  title: string;
  fallbackLabel: string;
  colors: {
    title_color?: string | undefined;
    title_background_color?: string | undefined;
    background_color?: string | undefined;
    font_color?: string | undefined;
  };
  error?: string | undefined;
  loading?: boolean | undefined;
  /** The rows' freshness and pending writes, told above the content (and above an error). */
  status?: Pick<BlockData, 'freshness' | 'sync'> | undefined;
  /** The heading's size in pixels, for blocks that let the owner set it; else the theme's. */
  titleSize?: number | undefined;
  className?: string;
  children: ReactNode;
};

/** The frame every block shares: heading, colours, and the sheet's error text instead of content. */
export function BlockFrame({
  title,
  fallbackLabel,
  colors,
  error,
  loading,
  status,
  titleSize,
  className,
  children,
}: Props) {
  const notes = status ? dataStatusNotes(status) : [];
  return (
    <section
      className={`ts-block ${className ?? ''}`}
      aria-label={title || fallbackLabel}
      aria-busy={loading ? true : undefined}
      style={{ background: colors.background_color, color: colors.font_color }}
    >
      {title ? (
        <h2
          className="ts-block__title"
          style={{
            color: colors.title_color,
            background: colors.title_background_color,
            fontSize: titleSize,
          }}
        >
          {title}
        </h2>
      ) : null}
      {notes.length > 0 ? (
        <div className="ts-block__status" role="status">
          {notes.map((note) => (
            <p key={note.text} className="ts-block__note" title={note.detail}>
              {note.text}
              {note.detail ? <span className="ts-block__note-detail">: {note.detail}</span> : null}
            </p>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="ts-block__error">
          {error}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** Shown in place of a block whose stored settings no longer validate. */
export function InvalidSettings({ type, message }: { type: string; message: string }) {
  return (
    <section className="ts-block" aria-label={`${type} block`}>
      <p role="alert" className="ts-block__error">
        This {type} block needs its settings fixed: {message}
      </p>
    </section>
  );
}
