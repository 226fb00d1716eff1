// The settings forms are the editor's: a separate entry point (`@tessera/blocks/settings`) keeps
// them out of the published viewer, which imports the renderers from `@tessera/blocks`.
export { BlockSettingsForm, type SettingsFormContext } from './BlockSettingsForm.js';
export type { UploadedMedia, UploadMedia } from './MediaUpload.js';
