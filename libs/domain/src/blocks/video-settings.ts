import { z } from 'zod';
import { commonBlockSettingsShape } from './common-settings.js';
import { httpsAddress } from './embedded-frame.js';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_AUTOPLAY_MESSAGE,
  VIDEO_SIZES,
  VIDEO_URL_MESSAGE,
  videoSourceOf,
} from './video-source.js';

/** An https address to play from (a file's poster or captions); empty for none. */
const optionalHttpsAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || httpsAddress(value) !== null, message)
    .default('');

/**
 * The video block (block-configuration §3, Video): a YouTube or Vimeo video, or a video file at
 * an https address (video-source.ts), with its playback and frame settings. Browsers only start
 * muted videos on their own, so autoplay needs muted (§5). Empty until the owner sets an address.
 */
export const videoSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    video_url: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || videoSourceOf(url) !== null, VIDEO_URL_MESSAGE)
      .default(''),
    autoplay: z.boolean().default(false),
    muted: z.boolean().default(false),
    controls: z.boolean().default(true),
    loop: z.boolean().default(false),
    /** The picture shown before a video file plays. */
    thumbnail: optionalHttpsAddress('Enter the https:// address of the thumbnail image.'),
    /** A WebVTT captions file for a video file (YouTube and Vimeo show their own). */
    captions: optionalHttpsAddress('Enter the https:// address of a captions file (.vtt).'),
    aspect_ratio: z.enum(VIDEO_ASPECT_RATIOS).default('16:9'),
    size: z.enum(VIDEO_SIZES).default('Full'),
    border: z.boolean().default(false),
    shadow: z.boolean().default(false),
  })
  .refine((settings) => !settings.autoplay || settings.muted, {
    message: VIDEO_AUTOPLAY_MESSAGE,
    path: ['muted'],
  });
export type VideoSettings = z.infer<typeof videoSettingsSchema>;
