import type { FeatureItem } from '@tessera/domain';
import { FeatureIcon } from './FeatureIcon.js';

/** Features as a list (one a line), a grid of cards, or running text (paragraph). */
export function FeatureList({
  features,
  layout,
}: {
  features: readonly FeatureItem[];
  layout: 'list' | 'grid' | 'paragraph';
}) {
  const shown = features.filter((feature) => feature.title || feature.description || feature.icon);
  if (shown.length === 0) return null;
  if (layout === 'paragraph')
    return (
      <p className="ts-features ts-features--paragraph">
        {shown.map((feature, index) => (
          <span key={index} className="ts-feature">
            <FeatureIcon feature={feature} />
            {feature.title ? <strong>{feature.title}</strong> : null}
            {feature.title && feature.description ? ' ' : null}
            {feature.description}{' '}
          </span>
        ))}
      </p>
    );
  return (
    <ul className={`ts-features ts-features--${layout}`}>
      {shown.map((feature, index) => (
        <li key={index} className="ts-feature">
          <FeatureIcon feature={feature} />
          <span className="ts-feature__text">
            {feature.title ? <strong className="ts-feature__title">{feature.title}</strong> : null}
            {feature.description ? (
              <span className="ts-feature__description">{feature.description}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
