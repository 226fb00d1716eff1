import type { AvailableBlockType } from '../blocks/block-types.js';

/** The server's sanitisers, both applying HTML_SANITIZE_POLICY (DOMPurify needs a DOM). */
export type SettingSanitisers = {
  /** A setting shown as text that another reader might insert as HTML; returns its text. */
  html: (value: string) => string;
  /** A setting whose HTML is shown as HTML (a banner's title); returns the HTML the policy keeps. */
  richHtml: (value: string) => string;
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
  ImageGrid: ['paragraph'],
  imageAccordian: ['paragraph'],
  datalist: ['titleList'],
  login: ['heading', 'subheading'],
  register: ['heading', 'subheading'],
  'forgot password': ['heading', 'subheading'],
};

/**
 * Settings whose HTML the viewer draws as HTML (block-configuration §3, bannerHero: "HTML allowed"):
 * stored as the policy's sanitised HTML, and sanitised again when drawn.
 */
const RICH_HTML_SETTINGS: Partial<Record<AvailableBlockType, readonly string[]>> = {
  bannerHero: ['title', 'subtitle'],
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
  const rich = RICH_HTML_SETTINGS[type] ?? [];
  const text = ['title', ...(HTML_TEXT_SETTINGS[type] ?? [])].filter(
    (field) => !rich.includes(field),
  );
  const sanitised = sanitiseFields(
    sanitiseFields(settings, text, sanitisers.html),
    rich,
    sanitisers.richHtml,
  );
  return sanitiseFields(sanitised, MARKDOWN_SETTINGS[type] ?? [], sanitisers.markdown);
}
