import { RECORD_PARAMETER } from '@tessera/domain';

/**
 * The spec's global query parameters (editor-viewer-shell §7), added to every request:
 * board (the path), referer (full URL), _id (session id), _email (when known), _filters; and the
 * page's record, when it was opened on one.
 */
export type GlobalQueryParams = {
  board: string;
  referer: string;
  _id?: string;
  _email?: string;
  _filters?: string;
  /** The row the page was opened on (`?record=`): item details and "Current record" filters. */
  record?: string;
};

/** The Old board layout's route (editor-viewer-shell §2.2): it edits the board `?board=` names. */
export const BOARD_WORKSPACE_PATH = '/boardWorkspace';

export const SESSION_ID_KEY = '_id';
export const EMAIL_KEY = '_email';

/**
 * The board a page stands for: its path, or on the Old board layout's route (matched as the
 * router does, whatever the case, with or without a trailing slash) the board its query names.
 */
function boardPath(location: Location, search: URLSearchParams): string {
  const workspace = search.get('board');
  const route = location.pathname.replace(/\/+$/, '').toLowerCase();
  return workspace && route === BOARD_WORKSPACE_PATH.toLowerCase()
    ? `/${encodeURIComponent(workspace)}`
    : location.pathname;
}

export function globalQueryParams(location: Location = window.location): GlobalQueryParams {
  const search = new URLSearchParams(location.search);
  const params: GlobalQueryParams = { board: boardPath(location, search), referer: location.href };
  const sessionId = window.localStorage.getItem(SESSION_ID_KEY);
  if (sessionId) params._id = sessionId;
  const email = window.localStorage.getItem(EMAIL_KEY);
  if (email) params._email = email;
  const filters = search.get('filters');
  if (filters) params._filters = filters;
  const record = search.get(RECORD_PARAMETER);
  if (record) params.record = record;
  return params;
}
