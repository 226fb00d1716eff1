import type { FileKind } from './file-uploads.js';

/**
 * Files an owner uploads into a block's settings (block-configuration §3: video_upload,
 * audio_upload; the images of banners, features, events and players), kept by the media service
 * and served by this server at `/api/media/{id}` (uploadedMediaPath, in https-address.ts with the
 * other addresses blocks accept). Zod-free.
 */
export const BLOCK_MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type BlockMediaKind = (typeof BLOCK_MEDIA_KINDS)[number];

export const isBlockMediaKind = (value: string): value is BlockMediaKind =>
  (BLOCK_MEDIA_KINDS as readonly string[]).includes(value);

const MEGABYTE = 1024 * 1024;

/**
 * What each kind takes and how large it may be: images under 5 MB (§5, §9); videos and audio up to
 * the 20 MB any upload may send (decision 0013). Written out, not taken from file-uploads.ts: the
 * published viewer's code stays small (block-media.spec.ts checks they agree).
 */
export const BLOCK_MEDIA: Readonly<
  Record<BlockMediaKind, { kinds: readonly FileKind[]; takes: string; maxBytes: number }>
> = {
  image: {
    kinds: ['png', 'jpeg', 'gif', 'webp'],
    takes: 'an image (PNG, JPEG, GIF or WebP)',
    maxBytes: 5 * MEGABYTE,
  },
  video: {
    kinds: ['mp4', 'webm', 'ogv', 'mov'],
    takes: 'a video browsers play (MP4, WebM, Ogg or MOV)',
    maxBytes: 20 * MEGABYTE,
  },
  audio: {
    kinds: ['mp3', 'm4a', 'oga', 'wav', 'flac', 'weba'],
    takes: 'an audio file (MP3, M4A, Ogg, WAV, FLAC or WebM)',
    maxBytes: 20 * MEGABYTE,
  },
};

/** The browser file picker's `accept` for each kind (the server reads the bytes all the same). */
export const BLOCK_MEDIA_ACCEPT: Readonly<Record<BlockMediaKind, string>> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  audio: 'audio/*',
};

const ONE_OF: Readonly<Record<BlockMediaKind, string>> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
};

/** The refusal of a file over its kind's limit ("too big", as the marketplace's says). */
export const blockMediaTooBigMessage = (kind: BlockMediaKind) =>
  `File too big: the limit is ${BLOCK_MEDIA[kind].maxBytes / MEGABYTE} MB for ${ONE_OF[kind]}.`;

/** How a video or audio block is given its file: an address, or a file uploaded here. */
export const MEDIA_SOURCE_TYPES = ['URL', 'Upload'] as const;
export type MediaSourceType = (typeof MEDIA_SOURCE_TYPES)[number];

/**
 * The content types audio_type may hold: those of the audio files an upload takes (FILE_KINDS'
 * types of BLOCK_MEDIA.audio's kinds, written out: the published viewer's code stays small).
 */
export const AUDIO_CONTENT_TYPES: readonly string[] = [
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/webm',
];
