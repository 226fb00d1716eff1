import { Injectable } from '@nestjs/common';
import { downloadFileName, parseBlockSettings } from '@tessera/domain';
import type { ReceivedFile } from '@tessera/platform';
import type { SheetContext } from '../sheet-data/sheet-access.js';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { imagePdf } from './pdf-files.js';
import { PdfLimits } from './pdf-limits.js';

/** Wider or taller than any canvas a browser draws a chart on. */
const MAX_CHART_SIDE = 8_192;

/** Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC): where a JPEG names its size. */
const FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * The size a JPEG declares in its frame header, or null when the bytes are not a JPEG whose
 * segments lead to one. Read before the picture goes anywhere: PDF readers decode it, so a picture
 * far larger than any canvas (a decompression bomb) is refused here.
 */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (FRAME_MARKERS.has(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function isChartJpeg(bytes: Buffer): boolean {
  const size = jpegSize(bytes);
  return (
    size !== null &&
    size.width > 0 &&
    size.height > 0 &&
    size.width <= MAX_CHART_SIDE &&
    size.height <= MAX_CHART_SIDE
  );
}

/**
 * A chart block's PDF download (pdf_download): the chart is drawn by the visitor's browser, which
 * sends the picture; the server puts it on a page under the chart's title. Only for a chart of
 * this board or app that offers the download; anything else is answered like a sheet the caller
 * may not see. The picture must be a JPEG (under 5 MB, read by the controller): PDFKit puts a
 * JPEG in the PDF as it is, where a PNG would be decoded here, pixel by pixel.
 */
@Injectable()
export class ChartPdfs {
  constructor(
    private readonly access: SheetAccess,
    private readonly limits: PdfLimits,
  ) {}

  async make(
    context: SheetContext,
    title: string,
    blockId: string,
    ip: string,
    readImage: () => Promise<ReceivedFile>,
  ): Promise<{ fileName: string; body: Buffer }> {
    const block = await this.access.block(context, blockId);
    const parsed = block.type === 'chart' ? parseBlockSettings('chart', block.settings) : null;
    if (!parsed?.success || !parsed.settings.pdf_download || parsed.settings.sheet_title !== title)
      throw SheetsError.notFound();
    const image = await readImage();
    if (!isChartJpeg(image.bytes)) throw SheetsError.notAChartImage();
    const heading = parsed.settings.title.trim() || title;
    return this.limits.make(context.workspaceId, ip, async () => {
      try {
        return {
          fileName: downloadFileName(heading, 'pdf'),
          body: await imagePdf(heading, image.bytes),
        };
      } catch {
        // JPEG markers PDFKit cannot read.
        throw SheetsError.notAChartImage();
      }
    });
  }
}
