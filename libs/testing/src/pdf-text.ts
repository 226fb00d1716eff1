/** What a PDF holds, as a reader extracts it: its title, and each page's text. */
export type PdfContents = { title: string | null; pages: string[] };

/**
 * Reads a PDF with Mozilla's pdf.js (the reader Firefox uses): the metadata title and the text of
 * each page, its pieces joined by spaces. Fails on a file that is not a PDF.
 */
export async function pdfContents(bytes: Uint8Array): Promise<PdfContents> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
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
    return { title: info.Title ?? null, pages };
  } finally {
    await document.destroy();
  }
}
