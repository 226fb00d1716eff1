import { defaultBlockSettings, parseBlockSettings } from '@tessera/domain';

/**
 * The header a new app starts with: its title and a link to the home page. Built from the type's
 * defaults and checked by the header schema like any edited header.
 */
export function initialHeaderSettings(title: string, homePageId: string): Record<string, unknown> {
  return validated('header', {
    ...defaultBlockSettings('header'),
    HeaderTitle: title,
    navigationItems: [
      { name: 'Home', linkType: 'page', pageId: homePageId, pageSlug: '', url: '', active: true },
    ],
  });
}

/** The footer a new app starts with: "© <year> <title>". */
export function initialFooterSettings(title: string, now: Date): Record<string, unknown> {
  return validated('footer', {
    ...defaultBlockSettings('footer'),
    copyrightText: `© ${now.getFullYear()} ${title}`,
  });
}

function validated(type: 'header' | 'footer', settings: unknown): Record<string, unknown> {
  const parsed = parseBlockSettings(type, settings);
  if (!parsed.success) throw new Error(`The initial ${type} is not valid: ${parsed.message}`);
  return parsed.settings;
}
