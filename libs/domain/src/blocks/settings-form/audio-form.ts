import { commonFields } from './common-fields.js';
import { mediaPlaybackFields } from './media-playback-fields.js';
import type { SettingsField } from './settings-field.js';
import { MEDIA_SOURCE_TYPES } from '../block-media.js';

const isUpload = (values: Record<string, unknown>) => values['audio_source_type'] === 'Upload';

export const audioForm: readonly SettingsField[] = [
  {
    key: 'audio_source_type',
    label: 'Audio source',
    kind: 'select',
    options: MEDIA_SOURCE_TYPES.map((value) => ({ value, label: value })),
  },
  {
    key: 'audio_url',
    label: 'Audio URL',
    kind: 'text',
    help: 'The https:// address of an audio file (.mp3, .m4a, .ogg, .wav).',
    visibleWhen: (values) => !isUpload(values),
  },
  {
    key: 'audio_upload',
    label: 'Audio file',
    kind: 'upload',
    upload: 'audio',
    uploadTypeKey: 'audio_type',
    help: 'An MP3, M4A, Ogg, WAV, FLAC or WebM file of up to 20 MB, kept by Tessera.',
    visibleWhen: isUpload,
  },
  ...mediaPlaybackFields('Browsers may wait for the visitor to click or tap the page first.'),
  {
    key: 'thumbnail',
    label: 'Thumbnail URL',
    kind: 'text',
    upload: 'image',
    help: 'An image shown beside the player (an https:// address, or upload one).',
  },
  ...commonFields,
];
