import { z } from 'zod';
import { AUDIO_CONTENT_TYPES, MEDIA_SOURCE_TYPES } from './block-media.js';
import {
  commonBlockSettingsShape,
  optionalImageAddress,
  uploadedMedia,
} from './common-settings.js';
import { canBeStarted, mediaPlaybackShape } from './media-playback.js';
import { httpsAddress } from './https-address.js';

export const AUDIO_URL_MESSAGE =
  'Enter the https:// address of an audio file (.mp3, .m4a, .ogg, .wav).';
export const AUDIO_UPLOAD_MESSAGE = 'Upload the audio file again: this one is not stored here.';
export const AUDIO_UNPLAYABLE_MESSAGE =
  'Turn on Controls or Autoplay: without either, visitors could never start the audio.';

/**
 * The audio block (block-configuration §3, Audio): an audio file at an https address or uploaded
 * by the owner (audio_source_type), played by the browser, with a thumbnail shown beside it. Empty until the owner sets an address.
 */
export const audioSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    audio_url: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || httpsAddress(url) !== null, AUDIO_URL_MESSAGE)
      .default(''),
    /** Where the audio comes from: audio_url, or the file in audio_upload (block-media.ts). */
    audio_source_type: z.enum(MEDIA_SOURCE_TYPES).default('URL'),
    audio_upload: uploadedMedia(AUDIO_UPLOAD_MESSAGE),
    /**
     * The uploaded file's content type, as the media service read it from the bytes: the player
     * is told it, so a browser that cannot play it says so at once. Set with audio_upload.
     */
    audio_type: z
      .string()
      .refine((type) => type === '' || AUDIO_CONTENT_TYPES.includes(type), {
        message: 'Upload the audio file again: its type is not one Tessera plays.',
      })
      .default(''),
    ...mediaPlaybackShape,
    thumbnail: optionalImageAddress(
      'Enter the https:// address of the thumbnail image, or upload one.',
    ),
  })
  .refine(canBeStarted, {
    message: AUDIO_UNPLAYABLE_MESSAGE,
    path: ['controls'],
  });
export type AudioSettings = z.infer<typeof audioSettingsSchema>;
