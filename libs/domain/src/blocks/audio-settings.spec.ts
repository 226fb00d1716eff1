import { describe, expect, it } from '@jest/globals';
import { AUDIO_UNPLAYABLE_MESSAGE, AUDIO_URL_MESSAGE } from './audio-settings.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';

describe('audio block settings', () => {
  it('start empty, with controls', () => {
    expect(defaultBlockSettings('audio')).toMatchObject({
      audio_url: '',
      controls: true,
      autoplay: false,
      muted: false,
      loop: false,
      thumbnail: '',
    });
  });

  it.each(['http://cdn.example.com/a.mp3', 'javascript:alert(1)', 'data:audio/mp3;base64,AA'])(
    'refuse %s, naming the field',
    (url) => {
      expect(parseBlockSettings('audio', { audio_url: url })).toEqual({
        success: false,
        message: `audio_url: ${AUDIO_URL_MESSAGE}`,
      });
    },
  );

  it('refuse a player without controls that does not start on its own', () => {
    const url = 'https://cdn.example.com/a.mp3';
    expect(parseBlockSettings('audio', { audio_url: url, controls: false })).toEqual({
      success: false,
      message: `controls: ${AUDIO_UNPLAYABLE_MESSAGE}`,
    });
    expect(
      parseBlockSettings('audio', { audio_url: url, controls: false, autoplay: true }),
    ).toMatchObject({ success: true });
  });
});
