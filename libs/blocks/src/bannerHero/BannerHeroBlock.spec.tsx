import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';

// DOMPurify sanitises with a DOM: the browser's, here jsdom's (set before it is first imported).
const { window } = new JSDOM('');
Object.assign(globalThis, { window });
const { BannerHeroBlock } = await import('./BannerHeroBlock.js');

const banner = (settings: Record<string, unknown>, stored = false): BlockDto => ({
  id: 'h1',
  type: 'bannerHero',
  position: 0,
  // `stored` skips the schema: settings written some other way than the API, drawn as they are.
  ...(stored ? { settings } : blockSettingsAsServed('bannerHero', settings)),
});

const render = (block: BlockDto) =>
  renderToStaticMarkup(
    <BannerHeroBlock block={block} data={undefined} viewer={{ canEdit: false, email: null }} />,
  );

describe('BannerHeroBlock', () => {
  it('draws the title and subtitle HTML, the images, features and Learn More', () => {
    const html = render(
      banner({
        title: 'Sell <em>more</em> &amp; faster',
        subtitle: 'Start <a href="/pricing">today</a>',
        backgroundImage: 'https://img.example/bg.jpg',
        foregroundImage: 'https://img.example/app.png',
        imagePosition: 'left',
        overlay_opacity: 0.6,
        features: [
          { iconType: 'fontawesome', icon: 'fa-solid fa-bolt', title: 'Fast', color: '#f59e0b' },
          { iconType: 'text', icon: '✓', title: 'Simple', description: 'No code' },
          { iconType: 'image', icon: 'https://img.example/i.png', title: 'Pretty' },
        ],
        FeatureLayout: 'list',
        learn_more_link: 'https://example.com/tour',
        round_button: true,
      }),
    );
    expect(html).toContain('aria-label="Sell more &amp; faster"');
    expect(html).toContain('<h2 class="ts-banner__title">Sell <em>more</em> &amp; faster</h2>');
    expect(html).toContain('Start <a href="/pricing">today</a>');
    expect(html).toContain('ts-banner--image-left');
    expect(html).toContain('src="https://img.example/bg.jpg"');
    expect(html).toContain('rgba(0, 0, 0, 0.6)');
    expect(html).toContain('<i class="ts-feature__glyph fa-solid fa-bolt" style="color:#f59e0b"');
    expect(html).toContain('✓</span>');
    expect(html).toContain('<img class="ts-feature__image" src="https://img.example/i.png"');
    expect(html).toContain('ts-features--list');
    expect(html).toMatch(
      /<a class="ts-button ts-learn-more__button ts-learn-more__button--round" href="https:\/\/example\.com\/tour"[^>]*target="_blank" rel="noopener noreferrer">Learn More<\/a>/,
    );
  });

  it('sanitises stored HTML again when drawing it: no script, handler, style or javascript:', () => {
    const html = render(
      banner(
        {
          title:
            '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
          subtitle:
            '<svg><style><img src=x onerror=alert(4)></style></svg><p style="position:fixed">{{7*7}}</p>',
          features: [{ iconType: 'fontawesome', icon: 'fa-bolt" onclick="alert(5)' }],
          learn_more_link: 'javascript:alert(6)',
          learn_more_text: 'Go',
          FeatureLayout: 'grid',
          height: 'medium',
          imagePosition: 'right',
          text_alignment: 'left',
          overlay_opacity: 0.4,
          round_button: false,
          button_color: '#000',
          button_text_color: '#fff',
        },
        true,
      ),
    );
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:|position:fixed|<svg/i);
    expect(html).toContain('{{7*7}}');
    expect(html).not.toContain('>Go<');
  });

  it('keeps a page link on the app, and shows the spec’s message for bad settings', () => {
    expect(render(banner({ title: 'Hi', learn_more_link: 'pricing' }))).toContain(
      'href="/pricing"',
    );
    expect(render(banner({ backgroundImage: 'http://img.example/bg.jpg' }))).toContain(
      'This bannerHero block needs its settings fixed: backgroundImage: Enter the https:// address of the background image, or upload one.',
    );
  });
});
