import { httpsAddress } from './https-address.js';

/**
 * How a feature item draws its icon (block-configuration §3, ImageGrid and bannerHero): a picture,
 * a Font Awesome icon by its class, or a few characters (an emoji, a number).
 */
export const FEATURE_ICON_TYPES = ['image', 'fontawesome', 'text'] as const;
export type FeatureIconType = (typeof FEATURE_ICON_TYPES)[number];

export const FONT_AWESOME_CLASS_MESSAGE = 'Enter Font Awesome classes, such as "fa-solid fa-bolt".';

/** At most this many characters of text stand for an icon. */
export const FEATURE_ICON_TEXT_MAX = 8;

/**
 * Whether `value` is only Font Awesome class names ("fa-solid fa-bolt", "fas fa-star fa-2x"): the
 * class attribute of the icon gets nothing else, so no class of the app's own can be borrowed.
 */
export function isFontAwesomeClass(value: string): boolean {
  const names = value.trim().split(/\s+/);
  return (
    names.length > 0 && names.length <= 6 && names.every((name) => /^fa[a-z0-9-]*$/.test(name))
  );
}

/**
 * Why an icon's value does not fit its type: an image needs an https address, Font Awesome only
 * its class names, text at most FEATURE_ICON_TEXT_MAX characters. Null when it fits (or is empty).
 */
export function iconProblem(iconType: FeatureIconType, icon: string): string | null {
  if (icon === '') return null;
  switch (iconType) {
    case 'image':
      return httpsAddress(icon) === null ? 'Enter the https:// address of the icon image.' : null;
    case 'fontawesome':
      return isFontAwesomeClass(icon) ? null : FONT_AWESOME_CLASS_MESSAGE;
    case 'text':
      return Array.from(icon).length > FEATURE_ICON_TEXT_MAX
        ? `An icon's text has at most ${FEATURE_ICON_TEXT_MAX} characters.`
        : null;
  }
}
