import { describe, expect, it } from '@jest/globals';
import { AUDIO_CONTENT_TYPES, BLOCK_MEDIA, blockMediaTooBigMessage } from './block-media.js';
import { mediaAddress, uploadedMediaPath } from './https-address.js';
import { FILE_CHOICES, FILE_KINDS } from './file-uploads.js';

describe('block media', () => {
  it('takes images as a field taking images does, under 5 MB; videos and audio up to 20 MB', () => {
    expect(BLOCK_MEDIA.image.kinds).toEqual(FILE_CHOICES['image/*'].kinds);
    expect(BLOCK_MEDIA.image.takes).toBe(FILE_CHOICES['image/*'].takes);
    expect(blockMediaTooBigMessage('image')).toBe('File too big: the limit is 5 MB for an image.');
    expect(blockMediaTooBigMessage('video')).toBe('File too big: the limit is 20 MB for a video.');
    expect(blockMediaTooBigMessage('audio')).toBe(
      'File too big: the limit is 20 MB for an audio file.',
    );
  });

  it('lets audio_type hold the types of the audio kinds an upload takes, and no other', () => {
    expect([...AUDIO_CONTENT_TYPES].sort()).toEqual(
      BLOCK_MEDIA.audio.kinds.map((kind) => FILE_KINDS[kind].contentType).sort(),
    );
  });

  it('reads an uploaded file’s address, and nothing else of this server, as media', () => {
    const uploaded = '/api/media/0b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b';
    expect(uploadedMediaPath(` ${uploaded} `)).toBe(uploaded);
    expect(mediaAddress(uploaded)).toBe(uploaded);
    expect(mediaAddress('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const other of [
      `${uploaded}?variant=thumbnail`,
      '/api/media/0B7E4C2A-5D1F-4E8A-9C3B-2A1D0E9F8C7B',
      '/api/auth/logout',
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
    ])
      expect(mediaAddress(other)).toBeNull();
  });
});
