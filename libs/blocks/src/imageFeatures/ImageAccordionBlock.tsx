import { FeatureIcon } from '../featureItems/FeatureIcon.js';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { ImageFeaturesLayout } from './ImageFeaturesLayout.js';

/**
 * An image beside up to four features that open one at a time (the first open), each a native
 * disclosure: keyboard and screen readers work without script, and it opens without JavaScript.
 */
export function ImageAccordionBlock({ block }: BlockRendererProps) {
  const parsed = useBlockSettings('imageAccordian', block);
  if (!parsed.success) return <InvalidSettings type="imageAccordian" message={parsed.message} />;
  const features = parsed.settings.features.filter(
    (feature) => feature.title || feature.description || feature.icon,
  );
  return (
    <ImageFeaturesLayout settings={parsed.settings} fallbackLabel="Image accordion">
      {features.length > 0 ? (
        <div className="ts-accordion">
          {features.map((feature, index) => (
            <details
              key={index}
              className="ts-accordion__item"
              // Sharing a name makes the browser close the others when one opens.
              name={`accordion-${block.id}`}
              open={index === 0}
            >
              <summary className="ts-accordion__summary">
                <FeatureIcon feature={feature} />
                <span>{feature.title || `Feature ${index + 1}`}</span>
              </summary>
              {feature.description ? (
                <p className="ts-accordion__body">{feature.description}</p>
              ) : null}
            </details>
          ))}
        </div>
      ) : null}
    </ImageFeaturesLayout>
  );
}
