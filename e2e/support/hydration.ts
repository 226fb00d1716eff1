import type { Page } from '@playwright/test';

/**
 * Hydration failures as React reports them: our reporter, React's codes 418/419/423/425, or words;
 * and a script of the server's HTML that the page's Content-Security-Policy refused (React puts a
 * large boundary back with one).
 */
const HYDRATION_ERROR =
  /\[tessera\] error|hydrat|Minified React error #(418|419|423|425)|Content Security Policy/i;

/**
 * Collects, from now on, what the page reports about taking over the server's HTML: read the
 * returned list once the page has been taken over (it should be empty).
 */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}
