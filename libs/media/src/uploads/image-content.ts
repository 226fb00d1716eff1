import { takingTurns } from '@tessera/platform';
import sharp from 'sharp';

// libvips keeps decoded images around to reuse; an upload is decoded once.
sharp.cache(false);

/** The image formats the media service takes. SVG (a document that can carry script) is not one. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const EXTENSIONS: Record<ImageFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
};

/**
 * Bounds checked from the image's header, before a pixel is decoded: a small file can declare a
 * huge canvas (an image bomb), and decoding costs width × height × frames of memory.
 */
export const IMAGE_LIMITS = {
  maxSide: 10_000,
  /** Every frame counted, for animated GIF and WebP: at most about 200 MB decoded (16-bit RGBA). */
  maxPixels: 25_000_000,
} as const;

/**
 * Decoding takes memory and both cores: two images at a time per process, the others waiting
 * their turn, so a burst of uploads cannot stall the gateway.
 */
const twoDecodesAtATime = takingTurns(2);

export type ImageRejection = 'notAnImage' | 'svg' | 'tooManyPixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    readonly detail?: { width: number; height: number },
  ) {
    super(`Image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

export type CleanImage = {
  format: ImageFormat;
  contentType: string;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format the bytes are in, from their first bytes (magic numbers), whatever the file's name
 * or declared type says; `svg` for an SVG document (refused), null for anything else.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | 'svg' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return null;
}

/**
 * Checks that the bytes are an image of a format it takes, with dimensions read from its header
 * within IMAGE_LIMITS, then decodes it and encodes it again in the same format: what is stored is
 * pixels Tessera wrote, without the uploader's metadata (EXIF, GPS position, XMP, comments) and
 * turned upright first when the camera said so. Throws ImageRejectedError.
 */
export function cleanImage(bytes: Buffer): Promise<CleanImage> {
  return twoDecodesAtATime(() => cleanOne(bytes));
}

async function cleanOne(bytes: Buffer): Promise<CleanImage> {
  const format = sniffImageFormat(bytes);
  if (format === 'svg') throw new ImageRejectedError('svg');
  if (format === null) throw new ImageRejectedError('notAnImage');
  const animated = format === 'gif' || format === 'webp';
  const open = (limitInputPixels: number | false) =>
    sharp(bytes, { animated, failOn: 'error', limitInputPixels, sequentialRead: true });

  // The header only: nothing is decoded yet (so no pixel limit here: the check below names it).
  const header = await open(false)
    .metadata()
    .catch(() => {
      throw new ImageRejectedError('unreadable');
    });
  // The content must agree with its own signature (a PNG signature before a JPEG body is not a PNG).
  if (header.format !== format) throw new ImageRejectedError('notAnImage');
  const width = header.width;
  const frameHeight = header.pageHeight ?? header.height;
  const frames = header.pages ?? 1;
  if (
    width > IMAGE_LIMITS.maxSide ||
    frameHeight > IMAGE_LIMITS.maxSide ||
    width * frameHeight * frames > IMAGE_LIMITS.maxPixels
  )
    throw new ImageRejectedError('tooManyPixels', { width, height: frameHeight });

  const decode = open(IMAGE_LIMITS.maxPixels);
  const pipeline = format === 'jpeg' ? decode.rotate() : decode;
  switch (format) {
    case 'png':
      pipeline.png();
      break;
    case 'jpeg':
      pipeline.jpeg({ quality: 90 });
      break;
    case 'gif':
      pipeline.gif();
      break;
    case 'webp':
      pipeline.webp({ quality: 90 });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new ImageRejectedError('unreadable');
  });
  return {
    format,
    contentType: CONTENT_TYPES[format],
    extension: EXTENSIONS[format],
    bytes: data,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}

/** The small version shown in lists and galleries: at most 480 pixels a side, WebP, first frame. */
export function makeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  return twoDecodesAtATime(() =>
    sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
