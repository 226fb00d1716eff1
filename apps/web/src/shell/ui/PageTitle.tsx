import { useEffect } from 'react';
import { SHELL_TEXTS } from '../shellTexts.js';

/** "<page> · Tessera", or the product's name alone (the default page title). */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${SHELL_TEXTS.productName}` : SHELL_TEXTS.productName;
}

/**
 * Sets the document title while the page is shown. An effect rather than React's <title>, so
 * the title of index.html never wins over the page's.
 */
export function PageTitle({ children }: { children?: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(children);
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
