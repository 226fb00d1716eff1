import { slugifyTemplateName } from '@tessera/domain';

/** A published template as the marketplace lists it (editor-viewer-shell §3 Template). */
export type MarketplaceTemplate = {
  id: string;
  name: string;
  subdomain: string;
  slug: string;
  is_free: boolean;
  isPurchased: boolean;
  description: string;
  category: string | undefined;
  price: number | undefined;
  thumbnail: string | undefined;
  thumbnail_bg_color: string | undefined;
  additional_images: string[];
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function toTemplate(value: unknown): MarketplaceTemplate | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const id = typeof item.id === 'number' ? String(item.id) : text(item.id);
  const name = text(item.name);
  if (!id || !name) return null;
  const price = typeof item.price === 'number' ? item.price : Number(item.price);
  return {
    id,
    name,
    subdomain: text(item.subdomain) ?? '',
    slug: text(item.slug) || slugifyTemplateName(name),
    is_free: item.is_free !== false,
    isPurchased: item.isPurchased === true,
    description: text(item.description) ?? '',
    category: text(item.category),
    price: Number.isFinite(price) ? price : undefined,
    thumbnail: text(item.thumbnail),
    thumbnail_bg_color: text(item.thumbnail_bg_color),
    additional_images: Array.isArray(item.additional_images)
      ? item.additional_images.filter((url): url is string => typeof url === 'string')
      : [],
  };
}

/** The templates of a marketplace answer (`{templates: [...]}` or a bare list); junk is skipped. */
export function templatesOf(response: unknown): MarketplaceTemplate[] {
  const list: unknown =
    typeof response === 'object' && response !== null && 'templates' in response
      ? response.templates
      : response;
  if (!Array.isArray(list)) return [];
  return list.map(toTemplate).filter((template) => template !== null);
}

/** /templates/{slug}: the template whose slug, or slugified name, is the one asked for. */
export function findTemplateBySlug(
  templates: readonly MarketplaceTemplate[],
  slug: string,
): MarketplaceTemplate | undefined {
  const wanted = slug.toLowerCase();
  return templates.find(
    (template) => template.slug === wanted || slugifyTemplateName(template.name) === wanted,
  );
}

/** "Free", or the price in US dollars. */
export function priceLabel(template: MarketplaceTemplate): string {
  if (template.is_free || template.price === undefined) return 'Free';
  return `$${template.price.toFixed(2)}`;
}

/** Case-insensitive; comma-separated terms, any match (the list search rule of §5). */
export function searchTemplates(
  templates: readonly MarketplaceTemplate[],
  query: string,
): MarketplaceTemplate[] {
  const terms = query
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter(Boolean);
  if (terms.length === 0) return [...templates];
  return templates.filter((template) => {
    const haystack = [template.name, template.description, template.category ?? '']
      .join(' ')
      .toLowerCase();
    return terms.some((term) => haystack.includes(term));
  });
}

/** The template's live app in preview mode (the multi-page layout shows its preview banner). */
export function templatePreviewUrl(
  template: MarketplaceTemplate,
  dashboardHost: string | undefined,
  protocol: string,
): string | null {
  if (!template.subdomain || !dashboardHost) return null;
  const host = dashboardHost.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  return `${protocol}//${template.subdomain}.${host}/?preview=true`;
}

/** The marketplace's price filter: every template, the free ones, or the paid ones. */
export type PriceFilter = 'all' | 'free' | 'paid';

export function byPrice(
  templates: readonly MarketplaceTemplate[],
  filter: PriceFilter,
): MarketplaceTemplate[] {
  if (filter === 'all') return [...templates];
  return templates.filter((template) => template.is_free === (filter === 'free'));
}
