import { SOCIAL_ITEM_TYPES, type SocialItemType } from './footer-settings.js';

/**
 * The type of the next social item: instagram, then facebook, then linkedin (editor-viewer-shell §5),
 * skipping those already present; null when all are there.
 */
export function nextSocialItemType(existing: readonly { type?: unknown }[]): SocialItemType | null {
  const used = new Set(existing.map((item) => item.type));
  return SOCIAL_ITEM_TYPES.find((type) => !used.has(type)) ?? null;
}
