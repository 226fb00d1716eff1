import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { AudioBlock } from './AudioBlock.js';

const audio = (settings: Record<string, unknown>): BlockDto => ({
  id: 'a1',
  type: 'audio',
  position: 0,
  ...blockSettingsAsServed('audio', settings),
});

const render = (block: BlockDto, canEdit = false) =>
  renderToStaticMarkup(
    <AudioBlock block={block} data={undefined} viewer={{ canEdit, email: null }} />,
  );

describe('AudioBlock', () => {
  it("plays the file in the browser's player with its thumbnail", () => {
    const html = render(
      audio({
        title: 'Episode 1',
        audio_url: 'https://cdn.example.com/ep1.mp3',
        loop: true,
        thumbnail: 'https://cdn.example.com/ep1.jpg',
      }),
    );
    expect(html).toContain('<h2 class="ts-block__title">Episode 1</h2>');
    expect(html).toMatch(/<audio [^>]*src="https:\/\/cdn\.example\.com\/ep1\.mp3"/);
    expect(html).toContain('controls=""');
    expect(html).toContain('loop=""');
    expect(html).toContain(
      '<img class="ts-audio__thumbnail" src="https://cdn.example.com/ep1.jpg"',
    );
  });

  it('tells the owner to add a link, and a visitor that there is no audio yet', () => {
    expect(render(audio({}), true)).toContain('Add the link of an audio file');
    expect(render(audio({}))).toContain('No audio here yet.');
  });

  it('shows what is wrong with settings the schema refuses', () => {
    expect(
      render(audio({ audio_url: 'https://cdn.example.com/ep1.mp3', controls: false })),
    ).toContain('This audio block needs its settings fixed: controls:');
    expect(render(audio({ audio_url: 'javascript:alert(1)' }))).toContain(
      'This audio block needs its settings fixed: audio_url:',
    );
  });
});
