import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_HOVER_EFFECTS,
  VIDEO_PLAY_BUTTON_STYLES,
  VIDEO_SIZES,
  videoOf,
} from '../video-source.js';
import { MEDIA_SOURCE_TYPES } from '../block-media.js';
import { commonFields } from './common-fields.js';
import { mediaPlaybackFields } from './media-playback-fields.js';
import type { SettingsField } from './settings-field.js';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** Poster and captions are the browser player's: YouTube and Vimeo show their own. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const playsAFile = (values: Record<string, unknown>) =>
  videoOf({
    video_type: values['video_type'] === 'Upload' ? 'Upload' : 'URL',
    video_url: text(values['video_url']),
    video_upload: text(values['video_upload']),
  })?.kind === 'file';
const isUpload = (values: Record<string, unknown>) => values['video_type'] === 'Upload';

export const videoForm: readonly SettingsField[] = [
  {
    key: 'video_type',
    label: 'Video source',
    kind: 'select',
    options: options(MEDIA_SOURCE_TYPES),
  },
  {
    key: 'video_url',
    label: 'Video URL',
    kind: 'text',
    help: 'A YouTube or Vimeo link, or the https:// address of a video file (.mp4, .webm).',
    visibleWhen: (values) => !isUpload(values),
  },
  {
    key: 'video_upload',
    label: 'Video file',
    kind: 'upload',
    upload: 'video',
    help: 'An MP4 or WebM file of up to 20 MB, kept by Tessera.',
    visibleWhen: isUpload,
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
    upload: 'image',
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
