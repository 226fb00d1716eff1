import { isSafeLink } from '@tessera/domain';
import { pagePath } from '../shared/links.js';

type LearnMore = {
  learn_more_text: string;
  learn_more_link: string;
  button_color: string;
  button_text_color: string;
  round_button: boolean;
};

/** The Learn More button, once it has a link: a web address opens apart, an app page in place. */
export function LearnMoreButton({ settings }: { settings: LearnMore }) {
  const link = settings.learn_more_link.trim();
  if (!link || !isSafeLink(link)) return null;
  const external = /^[a-z][a-z0-9+.-]*:/i.test(link);
  return (
    <p className="ts-learn-more">
      <a
        className={`ts-button ts-learn-more__button${settings.round_button ? ' ts-learn-more__button--round' : ''}`}
        href={external ? link : pagePath(link)}
        style={{ background: settings.button_color, color: settings.button_text_color }}
        {...(/^https?:/i.test(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {settings.learn_more_text || 'Learn More'}
      </a>
    </p>
  );
}
