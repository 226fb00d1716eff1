import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { pdfContents } from '../../libs/testing/src/pdf-text.js';

/** The text of each page of a downloaded PDF, as Mozilla's pdf.js reads it. */
export async function downloadedPdfPages(download: Download): Promise<string[]> {
  return (await pdfContents(new Uint8Array(await readFile(await download.path())))).pages;
}
