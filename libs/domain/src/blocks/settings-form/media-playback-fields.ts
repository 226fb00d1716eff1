import type { SettingsField } from './settings-field.js';

/** The playback fields of the video and audio forms; `autoplayHelp` says what autoplay needs. */
export function mediaPlaybackFields(autoplayHelp: string): readonly SettingsField[] {
  return [
    { key: 'autoplay', label: 'Autoplay', kind: 'boolean', help: autoplayHelp },
    { key: 'muted', label: 'Muted', kind: 'boolean' },
    { key: 'controls', label: 'Controls', kind: 'boolean' },
    { key: 'loop', label: 'Loop', kind: 'boolean' },
  ];
}
