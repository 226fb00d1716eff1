import type { PageMetadataResponse } from '@tessera/contracts';
import type { NavigationHistoryEntry } from '@tessera/domain';
import { httpClient } from '../../api/httpClient.js';
import { takeInlinePage } from '../viewer/inlinePage.js';
import { readSheetRows } from '../viewer/readSheetRows.js';
import type { HistoryStorage, PageRequests } from './pageWorkflows.js';

/** Browser session storage key of the navigation history (editor-viewer-shell §4). */
export const NAVIGATION_HISTORY_KEY = 'navigationHistory';

function isEntry(value: unknown): value is NavigationHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.path === 'string' &&
    typeof entry.timestamp === 'number'
  );
}

/** Stored history that cannot be read is treated as none. */
export const sessionHistory: HistoryStorage = {
  load() {
    try {
      const parsed: unknown = JSON.parse(
        window.sessionStorage.getItem(NAVIGATION_HISTORY_KEY) ?? '[]',
      );
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  },
  save(history) {
    window.sessionStorage.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(history));
  },
  clear() {
    window.sessionStorage.removeItem(NAVIGATION_HISTORY_KEY);
  },
};

export const pageRequests: PageRequests = {
  async exchangeToken(token) {
    await httpClient.post('/api/auth', { token });
  },
  removeTokenFromUrl() {
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  },
  async fetchMetadata() {
    const response = await httpClient.post<PageMetadataResponse>('/api/page/update-metadata', {});
    return response.data;
  },
  inlinePage: takeInlinePage,
  async fetchPlan() {
    const response = await httpClient.get<{ is_free_plan: boolean }>('/api/board/workspace');
    return response.data;
  },
  *fetchSheet(request) {
    return yield* readSheetRows({ kind: 'page' }, request);
  },
  history: sessionHistory,
  currentLocation: () => ({ path: window.location.pathname, url: window.location.href }),
  now: () => Date.now(),
};
