import { MESSAGES } from '@tessera/domain';
import { AxiosError } from 'axios';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';
import { sheetRequestFor, type BlockQuery, type DataBlock } from './blockData.js';
import { sheetReadOf } from './sheetReadRequest.js';
import type { SheetTarget } from './sheetRowRequests.js';
import { viewerTimeZone } from './viewerTimeZone.js';

/**
 * Downloads a saved block's rows as a CSV file (GET …/sheet/:sheetTitle/csv) with the query its
 * rows are read with (the block, its search, sort and filters, the viewer's zone; the HTTP client
 * adds the global parameters), so the file holds what the block shows, every page of it. Saved
 * through the page, which stays as it is; rejects with the server's message (the block shows it).
 */
export async function downloadSheetCsv(
  target: SheetTarget,
  block: DataBlock,
  query: BlockQuery | undefined,
  boardSearch: string,
): Promise<void> {
  const { url, params } = sheetReadOf(
    target,
    sheetRequestFor(block, query, boardSearch, true),
    viewerTimeZone(),
  );
  // The file holds every page.
  const { page: _page, page_size: _pageSize, ...read } = params;
  try {
    const response = await httpClient.get<Blob>(`${url}/csv`, {
      params: read,
      responseType: 'blob',
    });
    saveFile(response.data, fileNameOf(response.headers['content-disposition']));
  } catch (error) {
    throw new Error(await csvErrorMessage(error));
  }
}

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
export function fileNameOf(disposition: unknown): string {
  if (typeof disposition !== 'string') return 'sheet.csv';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid UTF-8 escapes: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? 'sheet.csv';
}

function saveFile(file: Blob, name: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(address), 10_000);
}

/**
 * What errorMessageOf says of a failed call, for one that asked for a Blob: the error's body
 * arrives as a Blob too, read here (its JSON message, else its text).
 */
async function csvErrorMessage(error: unknown): Promise<string> {
  const data: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  if (!(data instanceof Blob)) return errorMessageOf(error);
  const text = await data.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON: the text itself.
  }
  return text || MESSAGES.networkError;
}
