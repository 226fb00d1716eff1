/**
 * The editor's local browser storage of publishing §3: `current_page_data` (the open page, with
 * its app_id) and `app_data` (the open app). The Marketplace dialog needs both to submit.
 */
export const CURRENT_PAGE_DATA_KEY = 'current_page_data';
export const APP_DATA_KEY = 'app_data';

export type CurrentPageData = {
  app_id: string;
  page_id: string;
  page_slug: string;
  page_name: string;
};
export type AppData = { id: string; name: string; title: string };

export function storeCurrentPage(
  page: CurrentPageData,
  app: AppData,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(CURRENT_PAGE_DATA_KEY, JSON.stringify(page));
    storage.setItem(APP_DATA_KEY, JSON.stringify(app));
  } catch {
    // Storage full or refused (private mode): the dialog then says it lacks the app's data.
  }
}

/** The stored app id, when both entries are there and agree on it; null otherwise. */
export function storedAppId(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): string | null {
  try {
    const page = JSON.parse(
      storage.getItem(CURRENT_PAGE_DATA_KEY) ?? 'null',
    ) as Partial<CurrentPageData> | null;
    const app = JSON.parse(storage.getItem(APP_DATA_KEY) ?? 'null') as Partial<AppData> | null;
    if (!page?.app_id || !app?.id || page.app_id !== app.id) return null;
    return page.app_id;
  } catch {
    return null;
  }
}
