import { describe, expect, it } from '@jest/globals';
import { downloadName, galleryImagesOf, stepped } from './templateImages.js';

describe('template images', () => {
  it('puts the thumbnail first, each image numbered by its place', () => {
    const images = galleryImagesOf({ thumbnail: '/t', additional_images: ['/a', '/b'] });
    expect(images).toEqual([
      { url: '/t', kind: 'thumbnail', position: 1 },
      { url: '/a', kind: 'image', position: 2 },
      { url: '/b', kind: 'image', position: 3 },
    ]);
    expect(downloadName(images[2]!, 'image/webp')).toBe('image-3.webp');
    expect(downloadName(images[0]!, 'image/jpeg; charset=binary')).toBe('thumbnail-1.jpg');
  });

  it('goes round at either end', () => {
    expect(stepped(0, -1, 3)).toBe(2);
    expect(stepped(2, 1, 3)).toBe(0);
    expect(stepped(1, 1, 3)).toBe(2);
  });
});
