import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** The text of each page of a downloaded PDF, as Mozilla's pdf.js reads it. */
export async function downloadedPdfPages(download: Download): Promise<string[]> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
