import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import {
  VIDEO_AUTOPLAY_MESSAGE,
  VIDEO_UNPLAYABLE_MESSAGE,
  VIDEO_UPLOAD_MESSAGE,
  VIDEO_URL_MESSAGE,
  videoAspectRatio,
  videoPlayerAddress,
  videoOf,
  videoSourceOf,
} from './video-source.js';

describe('video sources', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads a YouTube video from %s', (url, id) => {
    expect(videoSourceOf(url)).toEqual({ kind: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/showcase/9/video/76979871', '76979871'],
  ])('reads a Vimeo video from %s', (url, id) => {
    expect(videoSourceOf(url)).toEqual({ kind: 'vimeo', id });
  });

  it("keeps an unlisted Vimeo video's key, from its path or its h parameter", () => {
    expect(videoSourceOf('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
    const source = videoSourceOf('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5');
    expect(source).toEqual({ kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' });
    expect(
      videoPlayerAddress(source as { kind: 'vimeo'; id: string }, {
        autoplay: false,
        muted: false,
        controls: true,
        loop: false,
      }),
    ).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=0&muted=0&controls=1&loop=0&playsinline=1',
    );
  });

  it('plays any other https address as a video file', () => {
    expect(videoSourceOf(' https://cdn.example.com/intro.mp4 ')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/intro.mp4',
    });
  });

  it.each([
    'http://cdn.example.com/intro.mp4',
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'https://user:pass@cdn.example.com/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://www.youtube.com/embed/videoseries?list=PL123',
    'https://vimeo.com/about',
    'not a link',
  ])('plays nothing from %s', (url) => {
    expect(videoSourceOf(url)).toBeNull();
  });

  it("builds the site player's address with the block's playback settings", () => {
    const playback = { autoplay: true, muted: true, controls: false, loop: true };
    expect(videoPlayerAddress({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, playback)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&controls=0&loop=1&playsinline=1&rel=0&playlist=dQw4w9WgXcQ',
    );
    expect(
      videoPlayerAddress(
        { kind: 'vimeo', id: '76979871' },
        { ...playback, autoplay: false, loop: false },
      ),
    ).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=0&muted=1&controls=0&loop=0&playsinline=1',
    );
    expect(videoAspectRatio('21:9')).toBe('21 / 9');
  });
});

describe('video block settings', () => {
  it('start empty, with controls, 16:9 and full width', () => {
    expect(defaultBlockSettings('video')).toMatchObject({
      video_url: '',
      autoplay: false,
      muted: false,
      controls: true,
      loop: false,
      aspect_ratio: '16:9',
      size: 'Full',
    });
  });

  it('refuse an address that plays nothing, naming the field', () => {
    expect(parseBlockSettings('video', { video_url: 'http://example.com/a.mp4' })).toEqual({
      success: false,
      message: `video_url: ${VIDEO_URL_MESSAGE}`,
    });
  });

  it('refuse autoplay without muted (block-configuration §5)', () => {
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    expect(parseBlockSettings('video', { video_url: url, autoplay: true })).toEqual({
      success: false,
      message: `muted: ${VIDEO_AUTOPLAY_MESSAGE}`,
    });
    expect(
      parseBlockSettings('video', { video_url: url, autoplay: true, muted: true }),
    ).toMatchObject({ success: true });
  });

  it('refuse a player without controls that does not start on its own', () => {
    expect(
      parseBlockSettings('video', { video_url: 'https://youtu.be/dQw4w9WgXcQ', controls: false }),
    ).toEqual({ success: false, message: `controls: ${VIDEO_UNPLAYABLE_MESSAGE}` });
    // A video file's own play button starts it; the site players' are theirs, not ours.
    const file = 'https://cdn.example.com/intro.mp4';
    expect(parseBlockSettings('video', { video_url: file, controls: false }).success).toBe(true);
    expect(
      parseBlockSettings('video', { video_url: file, controls: false, play_button_style: 'none' }),
    ).toEqual({ success: false, message: `controls: ${VIDEO_UNPLAYABLE_MESSAGE}` });
  });

  it('take the spec’s hover effects and play button styles, with a round play button at first', () => {
    expect(defaultBlockSettings('video')).toMatchObject({
      hover_effect: 'none',
      play_button_style: 'circle',
      play_button_color: '#4f46E5',
    });
    const ok = (settings: Record<string, unknown>) => parseBlockSettings('video', settings).success;
    expect(ok({ hover_effect: 'lift', play_button_style: 'square' })).toBe(true);
    expect(ok({ hover_effect: 'spin' })).toBe(false);
    expect(ok({ play_button_style: 'triangle' })).toBe(false);
    expect(ok({ play_button_color: 'red;display:none' })).toBe(false);
  });

  it('take a thumbnail and captions at https addresses only', () => {
    expect(
      parseBlockSettings('video', {
        video_url: 'https://cdn.example.com/a.mp4',
        thumbnail: 'javascript:alert(1)',
      }),
    ).toMatchObject({ success: false, message: expect.stringContaining('thumbnail:') });
    expect(
      parseBlockSettings('video', {
        video_url: 'https://cdn.example.com/a.mp4',
        captions: 'https://cdn.example.com/a.vtt',
        aspect_ratio: '4:3',
        size: 'Medium',
      }),
    ).toMatchObject({ success: true, settings: { captions: 'https://cdn.example.com/a.vtt' } });
  });

  it('play an uploaded file when video_type is Upload, and only a file uploaded here', () => {
    const uploaded = '/api/media/0b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b';
    expect(defaultBlockSettings('video')).toMatchObject({ video_type: 'URL', video_upload: '' });
    const parsed = parseBlockSettings('video', {
      video_type: 'Upload',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      video_upload: uploaded,
      thumbnail: '/api/media/1b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b',
    });
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(videoOf(parsed.settings)).toEqual({ kind: 'file', src: uploaded });
    // The URL is kept for when the owner switches back.
    expect(
      videoOf({
        video_type: 'URL',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        video_upload: uploaded,
      }),
    ).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoOf({ video_type: 'Upload', video_url: '', video_upload: '' })).toBeNull();
    expect(parseBlockSettings('video', { video_upload: 'https://cdn.example.com/a.mp4' })).toEqual({
      success: false,
      message: `video_upload: ${VIDEO_UPLOAD_MESSAGE}`,
    });
    expect(parseBlockSettings('video', { video_type: 'File' }).success).toBe(false);
    // A file of its own has a play button, so its controls may be off.
    expect(
      parseBlockSettings('video', { video_type: 'Upload', video_upload: uploaded, controls: false })
        .success,
    ).toBe(true);
  });
});
