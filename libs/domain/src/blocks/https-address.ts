import type { MediaSourceType } from './block-media.js';
/**
 * The forms of address the blocks that show another site's content accept (the iframe, video
 * and audio blocks): https only, and for pictures, videos and audio also a file uploaded here
 * (block-media.ts). Zod-free: the published viewer reads it.
 */

/**
 * An https address: a host of letters, digits, dots and hyphens (an international name pasted in
 * its xn-- form), an optional port, then a path, query or fragment without spaces, quotes or control
 * characters. No user@ part, so what the owner sees is the host that is framed or played.
 */
const HTTPS_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\`\p{Cc}]*)?$/iu;

/** `value` when it is an https address, else null. */
export function httpsAddress(value: string): string | null {
  const trimmed = value.trim();
  return HTTPS_ADDRESS.test(trimmed) ? trimmed : null;
}

/** Where an uploaded file is served: the same path on the dashboard and on every app host. */
const UPLOADED_MEDIA_PATH =
  /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `value` when it is the address of a file uploaded to this server, else null. */
export function uploadedMediaPath(value: string): string | null {
  const trimmed = value.trim();
  return UPLOADED_MEDIA_PATH.test(trimmed) ? trimmed : null;
}

/** An https address, or the address of a file uploaded here: what a block may show or play. */
export function mediaAddress(value: string): string | null {
  return httpsAddress(value) ?? uploadedMediaPath(value);
}

/**
 * What an audio block plays: its uploaded file (with the type read from it) when
 * audio_source_type is 'Upload', else its audio_url; null when the chosen one is empty or invalid.
 */
export function audioOf(settings: {
  audio_source_type: MediaSourceType;
  audio_url: string;
  audio_upload: string;
  audio_type: string;
}): { src: string; type: string | null } | null {
  if (settings.audio_source_type === 'URL') {
    const src = httpsAddress(settings.audio_url);
    return src === null ? null : { src, type: null };
  }
  const src = uploadedMediaPath(settings.audio_upload);
  return src === null ? null : { src, type: settings.audio_type || null };
}
