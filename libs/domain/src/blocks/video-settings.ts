import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR } from './block-constants.js';
import { MEDIA_SOURCE_TYPES } from './block-media.js';
import {
  commonBlockSettingsShape,
  cssColor,
  optionalHttpsAddress,
  optionalImageAddress,
  uploadedMedia,
} from './common-settings.js';
import { canBeStarted, mediaPlaybackShape } from './media-playback.js';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_AUTOPLAY_MESSAGE,
  VIDEO_HOVER_EFFECTS,
  VIDEO_PLAY_BUTTON_STYLES,
  VIDEO_SIZES,
  VIDEO_UNPLAYABLE_MESSAGE,
  VIDEO_UPLOAD_MESSAGE,
  VIDEO_URL_MESSAGE,
  videoOf,
  videoSourceOf,
} from './video-source.js';

/**
 * The video block (block-configuration §3, Video): a YouTube or Vimeo video, a video file at an
 * https address (video-source.ts), or a file the owner uploaded (video_type 'Upload'), with its
 * playback and frame settings. Browsers only start
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
    /** Where the video comes from: video_url, or the file in video_upload (block-media.ts). */
    video_type: z.enum(MEDIA_SOURCE_TYPES).default('URL'),
    video_upload: uploadedMedia(VIDEO_UPLOAD_MESSAGE),
    ...mediaPlaybackShape,
    /** The picture shown before a video file plays. */
    thumbnail: optionalImageAddress(
      'Enter the https:// address of the thumbnail image, or upload one.',
    ),
    /**
     * A WebVTT captions file for a video file (YouTube and Vimeo show their own). Browsers read
     * captions from another site only when that site allows it (CORS), and the video's then too.
     */
    captions: optionalHttpsAddress('Enter the https:// address of a captions file (.vtt).'),
    aspect_ratio: z.enum(VIDEO_ASPECT_RATIOS).default('16:9'),
    size: z.enum(VIDEO_SIZES).default('Full'),
    border: z.boolean().default(false),
    shadow: z.boolean().default(false),
    hover_effect: z.enum(VIDEO_HOVER_EFFECTS).default('none'),
    play_button_style: z.enum(VIDEO_PLAY_BUTTON_STYLES).default('circle'),
    play_button_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  })
  .refine((settings) => !settings.autoplay || settings.muted, {
    message: VIDEO_AUTOPLAY_MESSAGE,
    path: ['muted'],
  })
  .refine(
    (settings) =>
      canBeStarted(settings) ||
      (settings.play_button_style !== 'none' && videoOf(settings)?.kind === 'file'),
    { message: VIDEO_UNPLAYABLE_MESSAGE, path: ['controls'] },
  );
export type VideoSettings = z.infer<typeof videoSettingsSchema>;
