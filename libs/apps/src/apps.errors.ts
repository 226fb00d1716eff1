import { ACCESS_DENIED_MESSAGE } from '@tessera/boards';
import { defineErrors } from '@tessera/platform';

export const AppsError = defineErrors('Apps', {
  notFound: [404, 'App not found.'],
  appInfoNotFound: [404, 'Unable to get app information'],
  pageNotFound: [404, 'Page not found'],
  private: [403, ACCESS_DENIED_MESSAGE],
  reservedName: [409, 'This app name is reserved.'],
  nameTaken: [409, 'This app name is already taken.'],
  embedOrigins: [400, 'The sites allowed to embed the app must be a list of web addresses.'],
  spreadsheetNotFound: [404, 'Spreadsheet not found.'],
  appSession: [403, 'This session can only edit its own app.'],
  pageSlugTaken: [409, 'A page with this URL already exists.'],
  homePageSlug: [409, 'The home page always opens at the app’s root address.'],
  homePageDelete: [409, 'The home page cannot be deleted.'],
  pageOrderMismatch: [400, 'The new order must list every page of the app exactly once.'],
  starterNotFound: [404, 'There is no starter app by that name.'],
});

/**
 * Access Denied (403, the private app's screen) naming where the app's users sign in: the path of
 * its first page holding a login block, or null. A signed-out user can find their way back in.
 */
export function privateAppDenied(signInPath: string | null) {
  const error = new AppsError('private');
  error.details = { signInPath };
  return error;
}
