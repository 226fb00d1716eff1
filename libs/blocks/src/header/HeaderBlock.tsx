import { useState, type MouseEvent } from 'react';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { isSafeUrl } from '../shared/Cell.js';
import { linkTargetOf, pagePath, type LinkTarget } from '../shared/links.js';
import type { BlockNavigation, BlockRendererProps } from '../types.js';

/** An anchor for a page or external link; page links navigate inside the app. */
function HeaderLink({
  target,
  navigation,
  name,
  className,
  style,
  current,
}: {
  target: LinkTarget;
  navigation: BlockNavigation | undefined;
  name: string;
  className: string;
  style?: React.CSSProperties;
  current?: boolean;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (target.external || target.newTab || !navigation) return;
    event.preventDefault();
    navigation.onNavigate(target.href, target.pageName ?? name);
  };
  return (
    <a
      href={target.href}
      className={className}
      style={style}
      aria-current={current ? 'page' : undefined}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onClick}
    >
      {name}
    </a>
  );
}

/**
 * The app header: logo, title, navigation, action buttons, user menu and breadcrumbs. The link
 * of the page shown is the active one; on a narrow screen the links fold into a Menu button.
 */
export function HeaderBlock({ block, viewer, navigation }: BlockRendererProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Open on a narrow screen; any choice in the menu (a click or Enter on a link) closes it.
  const parsed = useBlockSettings('header', block);
  if (!parsed.success) return <InvalidSettings type="header" message={parsed.message} />;
  const settings = parsed.settings;
  const pages = navigation?.pages ?? [];
  const currentPath = pagePath(navigation?.currentSlug ?? '');
  const crumbs = navigation?.breadcrumbs ?? [];
  // Without links there is nothing to fold (the user menu stays in view), nor with the Minimal
  // layout, which shows none (blocks.css).
  const hasMenu = settings.navigationItems.length + settings.actionButtons.length > 0;

  return (
    <header
      className={`ts-header ts-header--${settings.LayoutType.toLowerCase()}${menuOpen ? ' ts-header--menu-open' : ''}`}
      style={{ background: settings.background_color, color: settings.font_color }}
    >
      <div className="ts-header__bar">
        <div className="ts-header__brand">
          {settings.Logo && isSafeUrl(settings.Logo) ? (
            <img
              className="ts-header__logo"
              src={settings.Logo}
              alt={settings.HeaderTitle ? `${settings.HeaderTitle} logo` : 'Logo'}
            />
          ) : null}
          {settings.HeaderTitle ? (
            <span className="ts-header__title" style={{ color: settings.title_color }}>
              {settings.HeaderTitle}
            </span>
          ) : null}
        </div>
        {hasMenu ? (
          <button
            type="button"
            className="ts-header__menu-button"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        ) : null}
        <div className="ts-header__menu" onClick={() => setMenuOpen(false)}>
          {settings.navigationItems.length > 0 ? (
            <nav aria-label="Main" className="ts-header__nav">
              <ul>
                {settings.navigationItems.map((item, index) => {
                  const target = linkTargetOf(item, pages);
                  // The page shown decides; a header drawn outside an app keeps its stored choice.
                  const current = navigation
                    ? !target.external && target.href === currentPath
                    : item.active;
                  return (
                    <li key={`${item.name}-${index}`}>
                      <HeaderLink
                        target={target}
                        navigation={navigation}
                        name={item.name}
                        current={current}
                        className={`ts-header__link${current ? ' ts-header__link--active' : ''}`}
                      />
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          <div className="ts-header__actions">
            {settings.actionButtons.map((button, index) => (
              <HeaderLink
                key={`${button.text}-${index}`}
                target={linkTargetOf(button, pages)}
                navigation={navigation}
                name={button.text}
                className="ts-button"
                style={{ background: button.button_color, color: button.text_color }}
              />
            ))}
            {settings.UserMenu && viewer.email ? (
              <span className="ts-header__user" title={viewer.email}>
                {settings.userProfileImage && isSafeUrl(settings.userProfileImage) ? (
                  <img src={settings.userProfileImage} alt="" className="ts-header__avatar" />
                ) : null}
                {viewer.email}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {settings.showBreadcrumbs && navigation && crumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className="ts-breadcrumbs">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.path}-${index}`}>
                {index > 0 ? (
                  <span aria-hidden="true" className="ts-breadcrumbs__separator">
                    {settings.breadcrumbSeparator}
                  </span>
                ) : null}
                {crumb.isActive ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <a
                    href={crumb.path}
                    onClick={(event) => {
                      event.preventDefault();
                      navigation.onBreadcrumb(crumb);
                    }}
                  >
                    {crumb.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </header>
  );
}
