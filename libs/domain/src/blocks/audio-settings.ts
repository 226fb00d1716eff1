import { z } from 'zod';
import { commonBlockSettingsShape, optionalHttpsAddress } from './common-settings.js';
import { canBeStarted, mediaPlaybackShape } from './media-playback.js';
import { httpsAddress } from './https-address.js';

export const AUDIO_URL_MESSAGE =
  'Enter the https:// address of an audio file (.mp3, .m4a, .ogg, .wav).';
export const AUDIO_UNPLAYABLE_MESSAGE =
  'Turn on Controls or Autoplay: without either, visitors could never start the audio.';

/**
 * The audio block (block-configuration §3, Audio): an audio file at an https address, played by
 * the browser, with a thumbnail shown beside it. Empty until the owner sets an address.
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
    ...mediaPlaybackShape,
    thumbnail: optionalHttpsAddress('Enter the https:// address of the thumbnail image.'),
  })
  .refine(canBeStarted, {
    message: AUDIO_UNPLAYABLE_MESSAGE,
    path: ['controls'],
  });
export type AudioSettings = z.infer<typeof audioSettingsSchema>;
