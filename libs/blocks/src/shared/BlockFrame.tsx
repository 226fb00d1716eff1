import type { ReactNode } from 'react';

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
  className,
  children,
}: Props) {
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
          style={{ color: colors.title_color, background: colors.title_background_color }}
        >
          {title}
        </h2>
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
