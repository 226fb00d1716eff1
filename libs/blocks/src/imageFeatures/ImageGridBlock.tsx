import { FeatureList } from '../featureItems/FeatureList.js';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { ImageFeaturesLayout } from './ImageFeaturesLayout.js';

/** An image beside a paragraph and up to four features, all shown at once. */
export function ImageGridBlock({ block }: BlockRendererProps) {
  const parsed = useBlockSettings('ImageGrid', block);
  if (!parsed.success) return <InvalidSettings type="ImageGrid" message={parsed.message} />;
  return (
    <ImageFeaturesLayout settings={parsed.settings} fallbackLabel="Image grid">
      <FeatureList features={parsed.settings.features} layout="grid" />
    </ImageFeaturesLayout>
  );
}
