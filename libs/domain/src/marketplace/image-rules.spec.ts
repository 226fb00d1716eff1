import { describe, expect, it } from '@jest/globals';
import { addImages, thumbnailError, uploadFailureMessage } from './image-rules.js';

const MB = 1024 * 1024;
const file = (name: string, mb: number) => ({ name, size: Math.round(mb * MB) });

describe('addImages', () => {
  it('adds images within the limits and says so with the total', () => {
    const added = addImages(0, 1 * MB, [file('a.png', 1), file('b.png', 0.5)]);
    expect(added.accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(added.rejected).toEqual([]);
    expect(added.message).toBe('2 image(s) added successfully. Total size: 2.50 MB / 20MB');
  });

  it('lists files over 3 MB, or over the 20 MB total, with their reason', () => {
    const added = addImages(1, 18 * MB, [
      file('huge.png', 3.5),
      file('big.png', 2.5),
      file('ok.png', 1),
    ]);
    expect(added.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(added.rejected).toEqual([
      { name: 'huge.png', reason: 'exceeds 3MB limit (3.50 MB)' },
      { name: 'big.png', reason: 'would exceed 20MB total limit' },
    ]);
    expect(added.message).toBe('1 image(s) added successfully. Total size: 19.00 MB / 20MB');
  });

  it('stops at five images', () => {
    const partial = addImages(3, 0, [file('1', 0.1), file('2', 0.1), file('3', 0.1)]);
    expect(partial.accepted).toHaveLength(2);
    expect(partial.message).toBe('Only 2 of 3 images were added. Maximum limit is 5 images.');
    expect(addImages(5, 0, [file('6', 0.1)])).toEqual({
      accepted: [],
      rejected: [],
      message: 'Maximum of 5 additional images allowed. Please remove an image first.',
    });
  });
});

describe('thumbnailError and uploadFailureMessage', () => {
  it('words the thumbnail limits and the upload failures as the spec does', () => {
    expect(thumbnailError(file('t.png', 3.2), 0)).toBe(
      'Thumbnail image is too large (3.20 MB). Maximum size per image is 3MB.',
    );
    expect(thumbnailError(file('t.png', 2), 19 * MB)).toMatch(
      /^Adding this thumbnail would exceed the 20MB total limit/,
    );
    expect(thumbnailError(file('t.png', 2), 1 * MB)).toBeNull();
    expect(uploadFailureMessage(null, 400, 'File too big: the limit is 3MB per image.')).toBe(
      'Thumbnail image exceeds the 3MB size limit. Please choose a smaller image.',
    );
    expect(uploadFailureMessage(2, 400, 'File too big')).toBe(
      'Image 2 exceeds the 3MB size limit. Please choose smaller images.',
    );
    expect(uploadFailureMessage(1, 415, 'Not an image')).toBe(
      'Failed to upload image 1: Not an image',
    );
    expect(uploadFailureMessage(null, 500, 'Network error occurred')).toBe(
      'Failed to upload thumbnail: Network error occurred',
    );
  });
});
