import { isDeepStrictEqual } from 'node:util';
import type { AppSnapshot } from '@tessera/contracts';
import { isAppWideFrameType, subdomainFromTitle } from '@tessera/domain';

/** The longest base of a generated name: a DNS label is at most 63, and a suffix follows. */
const MAX_BASE = 40;

/** A subdomain label made from a title, never empty ("Bakery Orders!" -> "bakery-orders"). */
export function appNameFrom(title: string): string {
  return subdomainFromTitle(title, MAX_BASE) || 'app';
}

/**
 * The settings with every string that is one of the old ids replaced by its new id, at any depth:
 * a header's navigation, a button's page link. Ids are UUIDs, so no other text equals one.
 */
export function withIdsReplaced(
  settings: Record<string, unknown>,
  ids: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return ids.get(value) ?? value;
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
    return value;
  };
  return replace(settings) as Record<string, unknown>;
}

/**
 * Templates shared before an app's header and footer were app-wide carry no `app_wide`, which
 * reads as shared: like migration 0019, a page's copy equal to the home page's is shared, and one
 * the seller made different stays that page's own (else the first save would flatten them all).
 */
export function withAppWideFlags(pages: AppSnapshot['pages']): AppSnapshot['pages'] {
  const home = pages.find((page) => page.pageType === 'home');
  const homeCopy = (type: string) =>
    type === 'header'
      ? home?.blocks.find((block) => block.type === type)
      : home?.blocks.findLast((block) => block.type === type);
  return pages.map((page) => ({
    ...page,
    blocks: page.blocks.map((block) => {
      if (!isAppWideFrameType(block.type) || 'app_wide' in block.settings) return block;
      const shared = homeCopy(block.type);
      const appWide = shared !== undefined && isDeepStrictEqual(shared.settings, block.settings);
      return { ...block, settings: { ...block.settings, app_wide: appWide } };
    }),
  }));
}
