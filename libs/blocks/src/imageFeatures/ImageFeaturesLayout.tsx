import type { ImageFeaturesSettings } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useFeatureIcons } from '../featureItems/FeatureIcon.js';
import { LearnMoreButton } from '../featureItems/LearnMoreButton.js';
import { BlockFrame } from '../shared/BlockFrame.js';

/**
 * What the ImageGrid and imageAccordian share: the frame, the image on its side (above the text
 * on a phone), the paragraph and the Learn More button; `children` are the features.
 */
export function ImageFeaturesLayout({
  settings,
  fallbackLabel,
  children,
}: {
  settings: ImageFeaturesSettings;
  fallbackLabel: string;
  children: ReactNode;
}) {
  useFeatureIcons(settings.features);
  return (
    <BlockFrame title={settings.title} fallbackLabel={fallbackLabel} colors={settings}>
      <div className={`ts-image-features ts-image-features--image-${settings.imagePosition}`}>
        {settings.image ? (
          <img
            className="ts-image-features__image"
            src={settings.image}
            alt={settings.image_alt}
            loading="lazy"
          />
        ) : null}
        <div className="ts-image-features__content">
          {settings.paragraph ? (
            <p className="ts-image-features__paragraph">{settings.paragraph}</p>
          ) : null}
          {children}
          <LearnMoreButton settings={settings} />
        </div>
      </div>
    </BlockFrame>
  );
}
