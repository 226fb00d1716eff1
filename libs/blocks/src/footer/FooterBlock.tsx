import { type ContactItem, type SocialItem } from '@tessera/domain';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { isSafeUrl } from '../shared/Cell.js';
import { pagePath } from '../shared/links.js';
import type { BlockRendererProps } from '../types.js';

const SOCIAL_NAMES: Record<SocialItem['type'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

function contactHref(item: ContactItem): string | undefined {
  switch (item.type) {
    case 'email':
      return `mailto:${item.value}`;
    case 'phone':
      return `tel:${`${item.countryCode}${item.value}`.replace(/[^\d+]/g, '')}`;
    case 'address':
      return undefined;
  }
}

/** The footer: brand, description, links, contact details, social links and copyright. */
export function FooterBlock({ block, navigation }: BlockRendererProps) {
  const parsed = useBlockSettings('footer', block);
  if (!parsed.success) return <InvalidSettings type="footer" message={parsed.message} />;
  const settings = parsed.settings;
  const layout = settings.footerLayoutType.toLowerCase().replace(/\s+/g, '-');
  const navigate = (href: string, name: string) => (event: React.MouseEvent) => {
    if (!navigation) return;
    event.preventDefault();
    navigation.onNavigate(href, name);
  };

  return (
    <footer
      className={`ts-footer ts-footer--${layout}`}
      style={{ background: settings.background_color, color: settings.font_color }}
    >
      <div className="ts-footer__brand">
        {settings.logoImage && isSafeUrl(settings.logoImage) ? (
          <img className="ts-footer__logo" src={settings.logoImage} alt="Company logo" />
        ) : null}
        {settings.FooterTitle ? <p className="ts-footer__title">{settings.FooterTitle}</p> : null}
        {settings.FooterSubtitle ? (
          <p className="ts-footer__subtitle">{settings.FooterSubtitle}</p>
        ) : null}
        {settings.FooterDescription ? (
          <p className="ts-footer__description">{settings.FooterDescription}</p>
        ) : null}
      </div>
      {settings.simpleLinks.length > 0 || settings.footerSublinks.length > 0 ? (
        <nav aria-label="Footer" className="ts-footer__links">
          <ul>
            {settings.simpleLinks.map((link, index) =>
              link.linkToInsert ? (
                <li key={`simple-${index}`}>
                  <a
                    href={pagePath(link.linkToInsert)}
                    onClick={navigate(pagePath(link.linkToInsert), link.text)}
                  >
                    {link.text}
                  </a>
                </li>
              ) : (
                <li key={`simple-${index}`}>
                  <a
                    href={link.url || '#'}
                    {...(/^https?:/i.test(link.url)
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {link.text}
                  </a>
                </li>
              ),
            )}
            {settings.footerSublinks.map((link, index) => (
              <li key={`sub-${index}`}>
                <a
                  href={link.url || '#'}
                  {...(/^https?:/i.test(link.url)
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {settings.contactItems.length > 0 ? (
        <address className="ts-footer__contact">
          {settings.contactItems.map((item, index) => {
            const href = contactHref(item);
            const text =
              item.type === 'phone' ? `${item.countryCode} ${item.value}`.trim() : item.value;
            return (
              <p key={`contact-${index}`}>
                {item.showIcon ? (
                  <span
                    aria-hidden="true"
                    className="ts-footer__icon"
                    style={{ color: item.iconColor }}
                  >
                    {item.type === 'email' ? '✉' : item.type === 'phone' ? '☎' : '⌂'}
                  </span>
                ) : null}
                {item.label ? <span className="ts-footer__label">{item.label}: </span> : null}
                {href ? <a href={href}>{text}</a> : text}
              </p>
            );
          })}
        </address>
      ) : null}
      {settings.socialItems.length > 0 ? (
        <ul className="ts-footer__social" aria-label="Social links">
          {settings.socialItems.map((item) => (
            <li key={item.type}>
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                style={{ color: item.iconColor }}
              >
                {item.showIcon ? (
                  <span aria-hidden="true" className="ts-footer__social-icon">
                    {SOCIAL_NAMES[item.type].charAt(0)}
                  </span>
                ) : null}
                {SOCIAL_NAMES[item.type]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {settings.copyrightText ? (
        <p className="ts-footer__copyright">{settings.copyrightText}</p>
      ) : null}
    </footer>
  );
}
