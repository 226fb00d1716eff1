import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { htmlLabel } from '@tessera/domain';
import { htmlToSafeHtml } from '../shared/safeHtml.js';
import type { BlockRendererProps } from '../types.js';
import { useFeatureIcons } from '../featureItems/FeatureIcon.js';
import { FeatureList } from '../featureItems/FeatureList.js';
import { LearnMoreButton } from '../featureItems/LearnMoreButton.js';

/**
 * A hero banner: a title and subtitle in the owner's HTML (sanitised again here), over a
 * background image or colour, beside a foreground image, with features and a Learn More button.
 */
export function BannerHeroBlock({ block }: BlockRendererProps) {
  const parsed = useBlockSettings('bannerHero', block);
  const features = parsed.success ? parsed.settings.features : [];
  useFeatureIcons(features);
  if (!parsed.success) return <InvalidSettings type="bannerHero" message={parsed.message} />;
  const settings = parsed.settings;
  const name = htmlLabel(settings.title) || 'Banner';
  return (
    <section
      className={`ts-block ts-banner ts-banner--${settings.height} ts-banner--image-${settings.imagePosition}`}
      aria-label={name}
      style={{ background: settings.background_color, color: settings.font_color }}
    >
      {settings.backgroundImage ? (
        <>
          <img className="ts-banner__background" src={settings.backgroundImage} alt="" />
          <div
            className="ts-banner__overlay"
            style={{ background: `rgba(0, 0, 0, ${settings.overlay_opacity})` }}
          />
        </>
      ) : null}
      <div className="ts-banner__inner">
        <div className="ts-banner__content" style={{ textAlign: settings.text_alignment }}>
          {settings.title ? (
            <h2
              className="ts-banner__title"
              style={{ color: settings.title_color, background: settings.title_background_color }}
              dangerouslySetInnerHTML={{ __html: htmlToSafeHtml(settings.title) }}
            />
          ) : null}
          {settings.subtitle ? (
            <div
              className="ts-banner__subtitle"
              dangerouslySetInnerHTML={{ __html: htmlToSafeHtml(settings.subtitle) }}
            />
          ) : null}
          <FeatureList features={features} layout={settings.FeatureLayout} />
          <LearnMoreButton settings={settings} />
        </div>
        {settings.foregroundImage ? (
          <img className="ts-banner__image" src={settings.foregroundImage} alt="" loading="lazy" />
        ) : null}
      </div>
    </section>
  );
}
