import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { OwnerDetails } from './factories.js';

/**
 * Set-up through the HTTP API, for tests whose subject is something else (the Access Denied
 * screen needs a private board, not the journey to build one). The request context keeps the
 * session cookie between calls, like a browser.
 */
export async function signUpOwner(request: APIRequestContext, owner: OwnerDetails) {
  const res = await request.post('/api/auth/signup', { data: owner });
  expect(res.status(), await res.text()).toBe(201);
}

export async function uploadSpreadsheet(
  request: APIRequestContext,
  path: string,
): Promise<{ id: string }> {
  const res = await request.post('/api/spreadsheets', {
    multipart: {
      file: {
        name: basename(path),
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await readFile(path),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

export async function uploadCsv(
  request: APIRequestContext,
  name: string,
  rows: readonly (readonly string[])[],
): Promise<{ id: string }> {
  const csv = rows.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','));
  const res = await request.post('/api/spreadsheets', {
    multipart: {
      file: { name, mimeType: 'text/csv', buffer: Buffer.from(`${csv.join('\r\n')}\r\n`) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The title of a spreadsheet's first sheet, as blocks name it in `sheet_title`. */
export async function firstSheetTitle(
  request: APIRequestContext,
  spreadsheetId: string,
): Promise<string> {
  const res = await request.get(`/api/spreadsheets/${spreadsheetId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { sheets: { title: string }[] }).sheets[0]!.title;
}

export async function createBoard(
  request: APIRequestContext,
  board: { name: string; spreadsheetId: string },
): Promise<{ id: string; slug: string; public: boolean }> {
  const res = await request.post('/api/boards', { data: board });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { board: { id: string; slug: string; public: boolean } }).board;
}

/**
 * A board on a spreadsheet uploaded from these rows (a CSV named after the board), with the
 * title of its sheet for the blocks to name.
 */
export async function createBoardOnRows(
  request: APIRequestContext,
  name: string,
  rows: readonly (readonly string[])[],
): Promise<{ board: { id: string; slug: string }; sheetTitle: string }> {
  const spreadsheet = await uploadCsv(request, `${name}.csv`, rows);
  const board = await createBoard(request, { name, spreadsheetId: spreadsheet.id });
  return { board, sheetTitle: await firstSheetTitle(request, spreadsheet.id) };
}

export async function publishBoard(request: APIRequestContext, boardId: string) {
  const res = await request.put(`/api/boards/${boardId}`, { data: { public: true } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function addBoardBlock(
  request: APIRequestContext,
  block: { boardId: string; type: string; settings: Record<string, unknown> },
): Promise<string> {
  const res = await request.post('/api/blocks', { data: block });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { block: { id: string } }).block.id;
}

export async function createApp(
  request: APIRequestContext,
  app: { title: string; name: string; spreadsheetId: string },
): Promise<{ id: string; name: string }> {
  const res = await request.post('/api/apps', { data: app });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { app: { id: string; name: string } }).app;
}

/** The app's pages, home first. */
export async function appPages(
  request: APIRequestContext,
  appId: string,
): Promise<{ id: string; page_slug: string; page_type: string }[]> {
  const res = await request.get(`/api/pages/${appId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { pages: { id: string; page_slug: string; page_type: string }[] })
    .pages;
}

export async function addPage(
  request: APIRequestContext,
  page: { appId: string; page_name: string; page_slug: string },
): Promise<{ id: string }> {
  const res = await request.post('/api/pages', { data: page });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { page: { id: string } }).page;
}

export async function addPageBlock(
  request: APIRequestContext,
  block: { pageId: string; type: string; settings: Record<string, unknown> },
): Promise<string> {
  const res = await request.post('/api/blocks', { data: block });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { block: { id: string } }).block.id;
}

/** The one-time address that opens the app's editor on its own host (the dashboard's hand-off). */
export async function appEditorUrl(request: APIRequestContext, appId: string): Promise<string> {
  const res = await request.get('/api/auth/handoff', { params: { appId } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}
