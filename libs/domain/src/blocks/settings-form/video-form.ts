import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_HOVER_EFFECTS,
  VIDEO_PLAY_BUTTON_STYLES,
  VIDEO_SIZES,
  videoSourceOf,
} from '../video-source.js';
import { commonFields } from './common-fields.js';
import { mediaPlaybackFields } from './media-playback-fields.js';
import type { SettingsField } from './settings-field.js';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** Poster and captions are the browser player's: YouTube and Vimeo show their own. */
const playsAFile = (values: Record<string, unknown>) =>
  typeof values['video_url'] === 'string' && videoSourceOf(values['video_url'])?.kind === 'file';

export const videoForm: readonly SettingsField[] = [
  {
    key: 'video_url',
    label: 'Video URL',
    kind: 'text',
    help: 'A YouTube or Vimeo link, or the https:// address of a video file (.mp4, .webm).',
  },
  ...mediaPlaybackFields('Needs Muted: browsers only start muted videos on their own.'),
  {
    key: 'aspect_ratio',
    label: 'Aspect ratio',
    kind: 'select',
    options: options(VIDEO_ASPECT_RATIOS),
  },
  { key: 'size', label: 'Size', kind: 'select', options: options(VIDEO_SIZES) },
  { key: 'border', label: 'Border', kind: 'boolean' },
  { key: 'shadow', label: 'Shadow', kind: 'boolean' },
  {
    key: 'hover_effect',
    label: 'Hover effect',
    kind: 'select',
    options: options(VIDEO_HOVER_EFFECTS),
  },
  {
    key: 'play_button_style',
    label: 'Play button style',
    kind: 'select',
    options: options(VIDEO_PLAY_BUTTON_STYLES),
    help: 'The big button over a video file before it plays (YouTube and Vimeo show their own).',
    visibleWhen: playsAFile,
  },
  {
    key: 'play_button_color',
    label: 'Play button colour',
    kind: 'color',
    visibleWhen: (values) => playsAFile(values) && values['play_button_style'] !== 'none',
  },
  {
    key: 'thumbnail',
    label: 'Thumbnail URL',
    kind: 'text',
    help: 'Shown before the video plays (video files; YouTube and Vimeo show their own).',
    visibleWhen: playsAFile,
  },
  {
    key: 'captions',
    label: 'Captions URL',
    kind: 'text',
    help: 'A WebVTT (.vtt) file at an https:// address (video files; YouTube and Vimeo show their own). Its site, and the video’s, must allow other sites to read them (CORS).',
    visibleWhen: playsAFile,
  },
  ...commonFields,
];
