import type { SpreadsheetResponse } from '@tessera/contracts';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';

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
