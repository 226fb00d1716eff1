import type { SpreadsheetResponse } from '@tessera/contracts';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';

/** What the server takes (spreadsheets.controller): a CSV or XLSX file of at most 20 MB. */
export const SPREADSHEET_MAX_BYTES = 20 * 1024 * 1024;
const KINDS = ['csv', 'xlsx'];

/** Why a chosen file cannot be uploaded, in the server's words where it has them; null when it can. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!KINDS.includes(extension)) return 'Choose a CSV or XLSX file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > SPREADSHEET_MAX_BYTES) return 'The file is larger than 20 MB.';
  return null;
}

/** The name the server gives a spreadsheet uploaded from this file (parse-workbook's rule). */
export function spreadsheetNameOf(fileName: string): string {
  const name = fileName
    .replace(/\.(csv|xlsx)$/i, '')
    .trim()
    .slice(0, 200);
  return name || 'Untitled spreadsheet';
}

/**
 * Uploads a spreadsheet file, telling `onProgress` how much is sent (0 to 1); rejects with the
 * server's message.
 */
export async function sendSpreadsheet(
  file: File,
  onProgress: (sent: number) => void,
): Promise<SpreadsheetResponse> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await httpClient.post<SpreadsheetResponse>('/api/spreadsheets', form, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    return response.data;
  } catch (error) {
    throw new Error(errorMessageOf(error));
  }
}
