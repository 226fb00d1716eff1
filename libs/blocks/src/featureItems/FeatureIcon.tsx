import { httpsAddress, isFontAwesomeClass, type FeatureItem } from '@tessera/domain';
import { useEffect } from 'react';

let fontAwesome: Promise<unknown> | undefined;

/** Font Awesome's stylesheet and fonts, fetched once, the first time a page shows such an icon. */
function useFontAwesome(needed: boolean) {
  useEffect(() => {
    if (needed) fontAwesome ??= import('@fortawesome/fontawesome-free/css/all.min.css');
  }, [needed]);
}

/** Whether any of these features draws a Font Awesome icon. */
export function usesFontAwesome(features: readonly FeatureItem[]): boolean {
  return features.some((feature) => feature.iconType === 'fontawesome' && feature.icon !== '');
}

/** Loads Font Awesome for the features that need it (call once per block). */
export function useFeatureIcons(features: readonly FeatureItem[]) {
  useFontAwesome(usesFontAwesome(features));
}

/** A feature's icon as its type says: a picture, a Font Awesome icon or a few characters. */
export function FeatureIcon({ feature }: { feature: FeatureItem }) {
  const { iconType, icon, color } = feature;
  if (!icon) return null;
  switch (iconType) {
    case 'image': {
      const src = httpsAddress(icon);
      return src ? <img className="ts-feature__image" src={src} alt="" loading="lazy" /> : null;
    }
    case 'fontawesome':
      // Only Font Awesome's own class names reach the class attribute.
      return isFontAwesomeClass(icon) ? (
        <i className={`ts-feature__glyph ${icon.trim()}`} style={{ color }} aria-hidden="true" />
      ) : null;
    case 'text':
      return (
        <span className="ts-feature__glyph" style={{ color }} aria-hidden="true">
          {icon}
        </span>
      );
  }
}
