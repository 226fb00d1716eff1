import { defineErrors } from '@tessera/platform';

/** Refusals of a sheet file's upload itself; what it may be is the media service's to say. */
export const SheetFilesError = defineErrors('SheetFiles', {
  noFile: [400, 'Choose a file to upload (form field "file").'],
  tooBig: [400, 'File too big: files must be under 5 MB.'],
  badUpload: [400, 'The upload was interrupted or malformed. Please try again.'],
});
