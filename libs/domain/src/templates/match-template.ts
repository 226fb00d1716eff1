import { slugifyTemplateName } from './slugify.js';

export type MarketplaceTemplate = {
  id: string;
  name: string;
  subdomain?: string | null;
  slug?: string | null;
};

/** Name matching replaces each non-alphanumeric character with a hyphen (editor-viewer-shell §5). */
export function templateNameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** The template a preview subdomain belongs to: by subdomain, then slug, then slugified name. */
export function matchTemplate<T extends MarketplaceTemplate>(
  subdomain: string | null | undefined,
  templates: readonly T[],
): T | null {
  const wanted = (subdomain ?? '').trim().toLowerCase();
  if (!wanted) return null;
  const same = (value: string | null | undefined) => (value ?? '').trim().toLowerCase() === wanted;
  return (
    templates.find((template) => same(template.subdomain)) ??
    templates.find((template) => same(template.slug)) ??
    templates.find(
      (template) =>
        templateNameKey(template.name) === wanted || slugifyTemplateName(template.name) === wanted,
    ) ??
    null
  );
}
