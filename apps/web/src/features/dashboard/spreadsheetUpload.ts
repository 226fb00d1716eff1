import type { SpreadsheetReplacement, SpreadsheetResponse } from '@tessera/contracts';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';

/** How much of the file is sent, from 0 to 1. */
type Progress = (sent: number) => void;

/** Uploads a spreadsheet file as a new spreadsheet; rejects with the server's message. */
export function sendSpreadsheet(file: File, onProgress: Progress): Promise<SpreadsheetResponse> {
  return sendFile<SpreadsheetResponse>('/api/spreadsheets', file, onProgress);
}

/** Uploads a file in place of an uploaded spreadsheet's data; answers what changed. */
export function sendReplacement(
  spreadsheetId: string,
  file: File,
  onProgress: Progress,
): Promise<SpreadsheetReplacement> {
  const url = `/api/spreadsheets/${encodeURIComponent(spreadsheetId)}/replace`;
  return sendFile<SpreadsheetReplacement>(url, file, onProgress);
}

async function sendFile<T>(url: string, file: File, onProgress: Progress): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await httpClient.post<T>(url, form, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    return response.data;
  } catch (error) {
    throw new Error(errorMessageOf(error));
  }
}
