import { describe, expect, it } from '@jest/globals';
import {
  AUDIO_UNPLAYABLE_MESSAGE,
  AUDIO_UPLOAD_MESSAGE,
  AUDIO_URL_MESSAGE,
} from './audio-settings.js';
import { audioOf } from './https-address.js';
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

  it('play an uploaded file of a type it knows when audio_source_type is Upload', () => {
    const uploaded = '/api/media/0b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b';
    expect(defaultBlockSettings('audio')).toMatchObject({
      audio_source_type: 'URL',
      audio_upload: '',
      audio_type: '',
    });
    const settings = {
      audio_source_type: 'Upload' as const,
      audio_url: 'https://cdn.example.com/a.mp3',
      audio_upload: uploaded,
      audio_type: 'audio/mp4',
    };
    expect(parseBlockSettings('audio', settings).success).toBe(true);
    expect(audioOf(settings)).toEqual({ src: uploaded, type: 'audio/mp4' });
    expect(audioOf({ ...settings, audio_source_type: 'URL' })).toEqual({
      src: 'https://cdn.example.com/a.mp3',
      type: null,
    });
    expect(audioOf({ ...settings, audio_upload: '' })).toBeNull();
    expect(parseBlockSettings('audio', { audio_upload: '/api/auth/logout' })).toEqual({
      success: false,
      message: `audio_upload: ${AUDIO_UPLOAD_MESSAGE}`,
    });
    expect(parseBlockSettings('audio', { audio_type: 'text/html' }).success).toBe(false);
  });
});
