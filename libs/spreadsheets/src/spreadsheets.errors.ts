import { defineErrors } from '@tessera/platform';

export const SpreadsheetsError = defineErrors('Spreadsheets', {
  notFound: [404, 'Spreadsheet not found.'],
  noFile: [400, 'Choose a CSV or XLSX file to upload (form field "file").'],
  badUpload: [400, 'The upload was interrupted or malformed. Please try again.'],
  replaceGoogle: [
    409,
    'A Google spreadsheet changes in Google: use Refresh to read it again instead of a file.',
  ],
  writesPending: [409, 'Changes to this spreadsheet are still being saved. Try again in a moment.'],
});
