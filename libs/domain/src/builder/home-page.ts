import { MESSAGES } from '../messages/messages.js';

type ListedPage = { page_type?: string | null; page_slug?: string | null };

/** The app's home page: page_type home without a slug, else the first page. */
export function homePage<P extends ListedPage>(pages: readonly P[]): P | null {
  return pages.find((page) => page.page_type === 'home' && !page.page_slug) ?? pages[0] ?? null;
}

/** The multi-page editor title: "App name - current page name". */
export function editorTitle(
  appName: string | null | undefined,
  pageName: string | null | undefined,
  loading: boolean,
): string {
  if (loading) return MESSAGES.fetchingApp;
  return `${appName ?? ''} - ${pageName?.trim() || MESSAGES.home}`;
}
