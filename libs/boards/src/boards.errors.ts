import { defineErrors } from '@tessera/platform';
import { ACCESS_DENIED_MESSAGE } from './store-context/store-context.service.js';

export const BoardsError = defineErrors('Boards', {
  notFound: [404, 'Board not found.'],
  pageNotFound: [404, 'Page not found'],
  private: [403, ACCESS_DENIED_MESSAGE],
  reservedSlug: [409, 'This board address is reserved.'],
  slugTaken: [409, 'This board address is already taken.'],
  spreadsheetNotFound: [404, 'Spreadsheet not found.'],
  appSession: [403, 'This session can only edit its own app.'],
});
