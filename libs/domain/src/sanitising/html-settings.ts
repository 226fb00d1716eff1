import type { AvailableBlockType } from '../blocks/block-types.js';

/** The server's sanitisers, both applying HTML_SANITIZE_POLICY (DOMPurify needs a DOM). */
export type SettingSanitisers = {
  /** A setting that may hold HTML; returns what may be stored. */
  html: (value: string) => string;
  /** A markdown setting; returns markdown whose rendering the policy leaves untouched. */
  markdown: (value: string) => string;
};

/**
 * Settings that may hold HTML for some consumer of the page store: shown as prose by the viewer
 * (which renders them as text) but served as written to any other client. Every block's `title`
 * is one, plus these per type.
 */
const HTML_TEXT_SETTINGS: Partial<Record<AvailableBlockType, readonly string[]>> = {
  header: ['HeaderTitle'],
  footer: ['FooterTitle', 'FooterSubtitle', 'FooterDescription', 'copyrightText'],
  form: ['titleForm'],
  login: ['heading', 'subheading'],
  register: ['heading', 'subheading'],
  'forgot password': ['heading', 'subheading'],
};

/** Settings holding markdown, which may embed raw HTML. */
const MARKDOWN_SETTINGS: Partial<Record<AvailableBlockType, readonly string[]>> = {
  markdown: ['body'],
};

function sanitiseFields<S extends Record<string, unknown>>(
  settings: S,
  fields: readonly string[],
  sanitise: (value: string) => string,
): S {
  const sanitised: Record<string, unknown> = { ...settings };
  for (const field of fields) {
    const value = sanitised[field];
    if (typeof value === 'string' && value !== '') sanitised[field] = sanitise(value);
  }
  return sanitised as S;
}

/** Validated settings with every HTML-capable and markdown setting of the type sanitised. */
export function sanitiseBlockSettings<S extends Record<string, unknown>>(
  type: AvailableBlockType,
  settings: S,
  sanitisers: SettingSanitisers,
): S {
  const html = sanitiseFields(
    settings,
    ['title', ...(HTML_TEXT_SETTINGS[type] ?? [])],
    sanitisers.html,
  );
  return sanitiseFields(html, MARKDOWN_SETTINGS[type] ?? [], sanitisers.markdown);
}
