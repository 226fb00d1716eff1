import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { pngDeclaring } from '@tessera/testing';
import {
  cleanImage,
  ImageRejectedError,
  makeThumbnail,
  sniffImageFormat,
} from './image-content.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ImageRejectedError ? error.reason : String(error)),
  );

describe('sniffImageFormat', () => {
  it('tells the format from the bytes, not the name', async () => {
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(Buffer.from('\uFEFF  <?xml version="1.0"?>\n<svg xmlns="x"/>'))).toBe(
      'svg',
    );
    expect(sniffImageFormat(Buffer.from('<SVG onload="alert(1)">'))).toBe('svg');
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<html><img src=x></html>'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('cleanImage', () => {
  it('stores the same format again, with its dimensions, and the type it chose itself', async () => {
    for (const [format, bytes] of [
      ['png', await solid(30, 20).png().toBuffer()],
      ['jpeg', await solid(30, 20).jpeg().toBuffer()],
      ['gif', await solid(30, 20).gif().toBuffer()],
      ['webp', await solid(30, 20).webp().toBuffer()],
    ] as const) {
      const image = await cleanImage(bytes);
      expect(image).toMatchObject({ format, width: 30, height: 20 });
      expect(image.contentType).toBe(`image/${format}`);
      expect((await sharp(image.bytes).metadata()).format).toBe(format);
    }
  });

  it('strips EXIF (a GPS position included) and turns a rotated photo upright', async () => {
    const photo = await solid(40, 20)
      .jpeg()
      .withMetadata({
        orientation: 6, // the camera was turned: the photo shows 20 × 40
        exif: { IFD0: { Copyright: 'Jane Doe', Artist: 'Jane' }, IFD3: { GPSLatitudeRef: 'N' } },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const image = await cleanImage(photo);

    const stored = await sharp(image.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('Jane Doe'))).toBe(false);
    expect([image.width, image.height]).toEqual([20, 40]);
  });

  it('refuses SVG, other files, and files whose body is not what their signature says', async () => {
    const jpegBody = (await solid(8, 8).jpeg().toBuffer()).subarray(3);
    expect(
      await rejection(cleanImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBe('svg');
    expect(await rejection(cleanImage(Buffer.from('MZ\x90\x00 an executable')))).toBe('notAnImage');
    expect(
      await rejection(
        cleanImage(
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpegBody]),
        ),
      ),
    ).toBe('unreadable');
  });

  it('refuses a truncated image', async () => {
    const png = await solid(200, 200).png({ compressionLevel: 0 }).toBuffer();
    expect(await rejection(cleanImage(png.subarray(0, png.length / 2)))).toBe('unreadable');
  });

  it('refuses a canvas too large from its header, before decoding a pixel', async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    const rejected = await cleanImage(bomb).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ImageRejectedError);
    expect(rejected).toMatchObject({
      reason: 'tooManyPixels',
      detail: { width: 60_000, height: 60_000 },
    });
    expect(await rejection(cleanImage(pngDeclaring(9_000, 9_000)))).toBe('tooManyPixels');
  });
});

describe('makeThumbnail', () => {
  it('makes a WebP of at most 480 pixels a side, never enlarging', async () => {
    const large = await makeThumbnail(await solid(1200, 600).png().toBuffer());
    expect(await sharp(large).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 240,
    });
    const small = await makeThumbnail(await solid(100, 50).png().toBuffer());
    expect(await sharp(small).metadata()).toMatchObject({ width: 100, height: 50 });
  });
});
