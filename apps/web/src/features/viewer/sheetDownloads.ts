import { MESSAGES } from '@tessera/domain';
import { AxiosError } from 'axios';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';
import { sheetRequestFor, type BlockQuery, type DataBlock } from './blockData.js';
import { sheetReadOf } from './sheetReadRequest.js';
import { sheetPath, type SheetTarget } from './sheetRowRequests.js';
import { viewerTimeZone } from './viewerTimeZone.js';

/**
 * Downloads a saved block's rows as a CSV or PDF file (GET …/sheet/:sheetTitle/csv or /pdf) with
 * the query its rows are read with (the block, its search, sort and filters, the viewer's zone;
 * the HTTP client adds the global parameters), so the file holds what the block shows, every
 * page of it. Saved through the page, which stays as it is; rejects with the server's message
 * (the block shows it).
 */
export async function downloadSheetRows(
  format: 'csv' | 'pdf',
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
  await downloadFile(`${url}/${format}`, read, `sheet.${format}`);
}

/**
 * Downloads a row as a PDF through a saved block's Download pdf button (`action`: its place among
 * the block's action buttons); the server fills the button's template with the row.
 */
export function downloadRowPdf(
  target: SheetTarget,
  sheetTitle: string,
  blockId: string,
  rowId: string,
  action: number,
): Promise<void> {
  const url = `${sheetPath(target, sheetTitle)}/rows/${encodeURIComponent(rowId)}/pdf`;
  return downloadFile(url, { block_id: blockId, action: String(action) }, 'row.pdf');
}

/**
 * Downloads a saved chart block as a PDF: the picture the chart drew goes to the server, which
 * puts it on a page under the chart's title.
 */
export function downloadChartPdf(
  target: SheetTarget,
  sheetTitle: string,
  blockId: string,
  image: Blob,
): Promise<void> {
  const data = new FormData();
  data.append('image', image, 'chart.jpg');
  return downloadFile(
    `${sheetPath(target, sheetTitle)}/chart-pdf`,
    { block_id: blockId },
    'chart.pdf',
    data,
  );
}

/**
 * GETs a file (POSTs `body` when there is one) and saves it under the name the server gives;
 * rejects with its message.
 */
async function downloadFile(
  url: string,
  params: Record<string, unknown>,
  fallbackName: string,
  body?: FormData,
): Promise<void> {
  try {
    const response = body
      ? await httpClient.post<Blob>(url, body, { params, responseType: 'blob' })
      : await httpClient.get<Blob>(url, { params, responseType: 'blob' });
    saveFile(response.data, fileNameOf(response.headers['content-disposition'], fallbackName));
  } catch (error) {
    throw new Error(await fileErrorMessage(error));
  }
}

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
export function fileNameOf(disposition: unknown, fallback = 'sheet.csv'): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid UTF-8 escapes: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
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
async function fileErrorMessage(error: unknown): Promise<string> {
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
