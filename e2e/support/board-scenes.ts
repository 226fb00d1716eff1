import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BoardEditorPage } from '../pages/board-editor.page.js';
import { createBoardOnRows, signUpOwner } from './api-setup.js';
import { anOwner } from './factories.js';

/**
 * An owner's and a visitor's browsers (separate cookies) for one test, closed afterwards whatever
 * happened.
 */
export async function withOwnerAndVisitor(
  browser: Browser,
  baseURL: string | undefined,
  run: (owner: BrowserContext, visitor: BrowserContext) => Promise<void>,
): Promise<void> {
  const owner = await browser.newContext({ baseURL });
  const visitor = await browser.newContext({ baseURL });
  try {
    await run(owner, visitor);
  } finally {
    await owner.close();
    await visitor.close();
  }
}

/** A new owner's new board on a sheet of these rows, open in the board editor. */
export async function boardOpenInItsEditor(
  page: Page,
  name: string,
  rows: readonly (readonly string[])[] = [['Name'], ['First']],
) {
  await signUpOwner(page.request, anOwner());
  const { board, sheetTitle } = await createBoardOnRows(page.request, name, rows);
  await page.goto(`/${board.slug}`);
  const editor = new BoardEditorPage(page);
  await editor.expectLoaded();
  return { board, sheetTitle, editor };
}
