import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { prerender } from 'react-dom/static';
import type { BlockComponent, BlockLoaders } from './blockRenderers.js';
import { createBlockRenderer } from './BlockRenderer.js';
import type { BlockRendererProps } from './types.js';

const block = (id: string, type: string, settings: Record<string, unknown> = {}): BlockDto => ({
  id,
  type,
  position: 0,
  settings,
});

const props = (dto: BlockDto): BlockRendererProps => ({
  block: dto,
  data: undefined,
  viewer: { canEdit: false, email: null },
});

/** The HTML a server render gives once every block has loaded (or failed). */
async function prerenderHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { onError: () => undefined });
  return new Response(prelude).text();
}

/** A block type's code arriving after a moment, drawing the block's `text` setting. */
const arriving = (tag: string) => (): Promise<BlockComponent> =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve(({ block }) => <p className={tag}>{String(block.settings.text)}</p>),
      5,
    ),
  );

const LOADERS = {
  header: arriving('header'),
  markdown: arriving('markdown'),
} as unknown as BlockLoaders;

describe('BlockRenderer', () => {
  it('draws each block with its type’s renderer once its code has loaded', async () => {
    const Renderer = createBlockRenderer(LOADERS);
    const html = await prerenderHtml(
      <>
        <Renderer {...props(block('h', 'header', { text: 'Acme Shop' }))} />
        <Renderer {...props(block('m', 'markdown', { text: 'Hello' }))} />
      </>,
    );
    expect(html).toContain('<p class="header">Acme Shop</p>');
    expect(html).toContain('<p class="markdown">Hello</p>');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('still draws the other blocks when one block’s code fails to load', async () => {
    const failing: BlockLoaders = {
      ...LOADERS,
      markdown: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    };
    const Renderer = createBlockRenderer(failing);
    const html = await prerenderHtml(
      <>
        <Renderer {...props(block('h', 'header', { text: 'Acme Shop' }))} />
        <Renderer {...props(block('m', 'markdown', { text: 'Hello' }))} />
      </>,
    );
    expect(html).toContain('<p class="header">Acme Shop</p>');
    // Left to the browser, which loads it again (and offers Retry should that fail too).
    expect(html).not.toContain('Hello');
    expect(html).toContain('aria-label="markdown block" aria-busy="true"');
  });

  it('says a type it cannot draw is not available, without loading anything', async () => {
    const Renderer = createBlockRenderer({} as BlockLoaders);
    const html = await prerenderHtml(<Renderer {...props(block('x', 'kanban'))} />);
    expect(html.replaceAll('<!-- -->', '')).toContain('The kanban block is not available yet.');
  });
});
