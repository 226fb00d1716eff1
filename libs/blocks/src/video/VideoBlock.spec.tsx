import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed, VIDEO_PLAYER_SANDBOX } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { VideoBlock } from './VideoBlock.js';

const video = (settings: Record<string, unknown>): BlockDto => ({
  id: 'v1',
  type: 'video',
  position: 0,
  ...blockSettingsAsServed('video', settings),
});

const render = (block: BlockDto, canEdit = false) =>
  renderToStaticMarkup(
    <VideoBlock block={block} data={undefined} viewer={{ canEdit, email: null }} />,
  );

describe('VideoBlock', () => {
  it("plays a YouTube video in YouTube's player, sandboxed, at its aspect ratio", () => {
    const html = render(
      video({
        title: 'Tour',
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        autoplay: true,
        muted: true,
        aspect_ratio: '4:3',
        size: 'Medium',
        shadow: true,
      }),
    );
    expect(html).toContain('<h2 class="ts-block__title">Tour</h2>');
    expect(html).toContain(
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1&amp;controls=1',
    );
    // The players need their own origin; the frame is only ever YouTube's or Vimeo's.
    expect(html).toContain(`sandbox="${VIDEO_PLAYER_SANDBOX}"`);
    expect(html).toContain('aspect-ratio:4 / 3');
    expect(html).toContain('max-width:720px');
    expect(html).toContain('ts-video--shadow');
  });

  it("plays a video file in the browser's player with its poster and captions", () => {
    const html = render(
      video({
        video_url: 'https://cdn.example.com/intro.mp4',
        controls: false,
        autoplay: true,
        muted: true,
        loop: true,
        thumbnail: 'https://cdn.example.com/intro.jpg',
        captions: 'https://cdn.example.com/intro.vtt',
      }),
    );
    expect(html).toMatch(/<video [^>]*src="https:\/\/cdn\.example\.com\/intro\.mp4"/);
    expect(html).toContain('poster="https://cdn.example.com/intro.jpg"');
    expect(html).toContain('loop=""');
    expect(html).not.toContain('controls=""');
    expect(html).toContain('<track kind="captions" src="https://cdn.example.com/intro.vtt"');
    expect(html).toContain('crossorigin="anonymous"');
    expect(html).not.toContain('<iframe');
  });

  it('draws the owner’s play button over a video file that does not start by itself', () => {
    const html = render(
      video({
        title: 'Intro',
        video_url: 'https://cdn.example.com/intro.mp4',
        play_button_style: 'rounded',
        play_button_color: '#ff0000',
        hover_effect: 'zoom',
      }),
    );
    expect(html).toContain('class="ts-video-frame ts-video-frame--zoom"');
    expect(html).toContain(
      '<button type="button" class="ts-video__play ts-video__play--rounded" style="background:#ff0000" aria-label="Play Intro">',
    );
    // An empty colour falls back to the default button colour, never a see-through button.
    expect(
      render(video({ video_url: 'https://cdn.example.com/intro.mp4', play_button_color: '' })),
    ).toContain('style="background:#4f46E5"');
    // None when the owner wants none, or for YouTube's own player.
    expect(
      render(video({ video_url: 'https://cdn.example.com/intro.mp4', play_button_style: 'none' })),
    ).not.toContain('ts-video__play ');
    expect(render(video({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }))).not.toContain(
      'ts-video__play ',
    );
  });

  it('tells the owner to add a link, and a visitor that there is no video yet', () => {
    expect(render(video({}), true)).toContain('Add the link of a YouTube or Vimeo video');
    expect(render(video({}))).toContain('No video here yet.');
  });

  it('shows what is wrong with settings the schema refuses', () => {
    expect(render(video({ video_url: 'https://youtu.be/dQw4w9WgXcQ', autoplay: true }))).toContain(
      'This video block needs its settings fixed: muted:',
    );
  });
});
