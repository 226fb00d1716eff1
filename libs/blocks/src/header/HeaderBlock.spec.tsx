import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockNavigation } from '../types.js';
import { HeaderBlock } from './HeaderBlock.js';

const settings = {
  HeaderTitle: 'Shop',
  navigationItems: [
    // Stored as active by older apps: the page shown decides, not this flag.
    { name: 'Home', linkType: 'page', pageId: 'home', pageSlug: '', active: true },
    { name: 'Order', linkType: 'page', pageId: 'order', pageSlug: 'order' },
  ],
};
const block = (overrides: Record<string, unknown> = {}): BlockDto => ({
  id: 'h1',
  type: 'header',
  position: 0,
  ...blockSettingsAsServed('header', { ...settings, ...overrides }),
});
const navigation = (currentSlug: string): BlockNavigation => ({
  pages: [
    { id: 'home', page_name: 'Home', page_slug: '' },
    { id: 'order', page_name: 'Order', page_slug: 'order' },
  ],
  currentSlug,
  breadcrumbs: [],
  onNavigate: () => undefined,
  onBreadcrumb: () => undefined,
});
const viewer = { canEdit: false, email: null };

/** The names of the links marked as the current page. */
function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => match[1]!,
  );
}

describe('HeaderBlock', () => {
  it('marks the link of the page shown as current, whatever the stored flag says', () => {
    const onOrder = renderToStaticMarkup(
      <HeaderBlock
        block={block()}
        data={undefined}
        viewer={viewer}
        navigation={navigation('order')}
      />,
    );
    expect(currentLinks(onOrder)).toEqual(['Order']);
    const onHome = renderToStaticMarkup(
      <HeaderBlock block={block()} data={undefined} viewer={viewer} navigation={navigation('')} />,
    );
    expect(currentLinks(onHome)).toEqual(['Home']);
  });

  it('keeps the stored choice where no page is shown (a board)', () => {
    const html = renderToStaticMarkup(
      <HeaderBlock block={block()} data={undefined} viewer={viewer} />,
    );
    expect(currentLinks(html)).toEqual(['Home']);
  });

  it('folds the links behind a closed Menu button; a header without links has none', () => {
    const html = renderToStaticMarkup(
      <HeaderBlock block={block()} data={undefined} viewer={viewer} navigation={navigation('')} />,
    );
    const button = /<button[^>]*class="ts-header__menu-button"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-expanded="false"');
    expect(html).toContain('class="ts-header__menu"');
    const bare = renderToStaticMarkup(
      <HeaderBlock
        block={block({ navigationItems: [] })}
        data={undefined}
        viewer={viewer}
        navigation={navigation('')}
      />,
    );
    expect(bare).not.toContain('ts-header__menu-button');
  });
});
