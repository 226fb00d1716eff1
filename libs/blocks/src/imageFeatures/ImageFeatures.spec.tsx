import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { ImageAccordionBlock } from './ImageAccordionBlock.js';
import { ImageGridBlock } from './ImageGridBlock.js';

const block = (type: string, settings: Record<string, unknown>): BlockDto => ({
  id: 'b7',
  type,
  position: 0,
  ...blockSettingsAsServed(type, settings),
});

const settings = {
  title: 'Why us',
  image: 'https://img.example/team.jpg',
  image_alt: 'Our team',
  imagePosition: 'right',
  paragraph: 'We build <b>tools</b>.',
  features: [
    { iconType: 'text', icon: '1', title: 'Fast', description: 'Quick <script>x</script>' },
    { iconType: 'fontawesome', icon: 'fa-solid fa-lock', title: 'Safe', description: 'Locked' },
  ],
  learn_more_link: '/about',
};

const viewer = { canEdit: false, email: null };

describe('ImageGridBlock', () => {
  it('shows the image on its side, the paragraph as text, every feature and Learn More', () => {
    const html = renderToStaticMarkup(
      <ImageGridBlock block={block('ImageGrid', settings)} data={undefined} viewer={viewer} />,
    );
    expect(html).toContain('<h2 class="ts-block__title">Why us</h2>');
    expect(html).toContain('ts-image-features--image-right');
    expect(html).toContain('src="https://img.example/team.jpg" alt="Our team"');
    expect(html).toContain('We build &lt;b&gt;tools&lt;/b&gt;.');
    expect(html).toContain('ts-features--grid');
    expect(html).toContain('Quick &lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('<i class="ts-feature__glyph fa-solid fa-lock"');
    expect(html).toContain('href="/about"');
  });
});

describe('ImageAccordionBlock', () => {
  it('draws each feature as a disclosure of one group, the first open', () => {
    const html = renderToStaticMarkup(
      <ImageAccordionBlock
        block={block('imageAccordian', settings)}
        data={undefined}
        viewer={viewer}
      />,
    );
    expect(html).toMatch(
      /<details class="ts-accordion__item" name="accordion-b7" open=""><summary[^>]*>.*Fast<\/span><\/summary><p class="ts-accordion__body">Quick &lt;script&gt;x&lt;\/script&gt;<\/p><\/details>/,
    );
    expect(html).toMatch(/<details class="ts-accordion__item" name="accordion-b7"><summary/);
  });

  it('shows what to fix for an image that is not https', () => {
    const html = renderToStaticMarkup(
      <ImageAccordionBlock
        block={block('imageAccordian', { image: 'http://img.example/a.jpg' })}
        data={undefined}
        viewer={viewer}
      />,
    );
    expect(html).toContain(
      'This imageAccordian block needs its settings fixed: image: Enter the https:// address of the image, or upload one.',
    );
  });
});
