import { commonFields } from './common-fields.js';
import { mediaPlaybackFields } from './media-playback-fields.js';
import type { SettingsField } from './settings-field.js';

export const audioForm: readonly SettingsField[] = [
  {
    key: 'audio_url',
    label: 'Audio URL',
    kind: 'text',
    help: 'The https:// address of an audio file (.mp3, .m4a, .ogg, .wav).',
  },
  ...mediaPlaybackFields('Browsers may wait for the visitor to click or tap the page first.'),
  {
    key: 'thumbnail',
    label: 'Thumbnail URL',
    kind: 'text',
    help: 'An image shown beside the player (an https:// address).',
  },
  ...commonFields,
];
