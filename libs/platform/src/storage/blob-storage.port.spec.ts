import { describe, expect, it } from '@jest/globals';
import { assertBlobKey, InvalidBlobKeyError } from './blob-storage.port.js';

describe('assertBlobKey', () => {
  it('accepts relative keys of plain segments', () => {
    for (const key of ['logo.png', 'w1/uploads/2024-05/photo_1.v2.jpg', 'a/b-c/D_9']) {
      expect(() => assertBlobKey(key)).not.toThrow();
    }
  });

  it('refuses keys that could leave the store or mean different things on disk and S3', () => {
    for (const key of [
      '',
      '..',
      'a/..',
      './a',
      '/a',
      'a//b',
      'a/',
      'a\\b',
      '.env',
      'a b',
      'a\0b',
    ]) {
      expect(() => assertBlobKey(key)).toThrow(InvalidBlobKeyError);
    }
    expect(() => assertBlobKey('a'.repeat(513))).toThrow(InvalidBlobKeyError);
  });
});
