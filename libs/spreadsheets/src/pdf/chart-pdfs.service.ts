import { Inject, Injectable } from '@nestjs/common';
import { downloadFileName, parseBlockSettings } from '@tessera/domain';
import {
  CACHE,
  RateLimiter,
  signInAddress,
  type CachePort,
  type ReceivedFile,
} from '@tessera/platform';
import type { SheetContext } from '../sheet-data/sheet-access.js';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { imagePdf } from './pdf-files.js';

/** Chart pictures one address may turn into PDFs per minute. */
const CHART_PDFS_PER_MINUTE = 30;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Wider or taller than any canvas a browser draws a chart on. */
const MAX_CHART_SIDE = 8_192;

/** Whether the bytes are a PNG of a size a chart can be (its IHDR, read before anything else). */
function isChartPng(bytes: Buffer): boolean {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 && width <= MAX_CHART_SIDE && height <= MAX_CHART_SIDE;
}

/**
 * A chart block's PDF download (pdf_download): the chart is drawn by the visitor's browser, which
 * sends the picture; the server puts it on a page under the chart's title. Only for a chart of
 * this board or app that offers the download; anything else is answered like a sheet the caller
 * may not see. The picture must be a PNG (under 5 MB, read by the controller).
 */
@Injectable()
export class ChartPdfs {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly access: SheetAccess,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

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
    const decision = await this.limiter.consume(
      `chart-pdfs:${context.workspaceId}:${signInAddress(ip)}`,
      CHART_PDFS_PER_MINUTE,
      60_000,
    );
    if (!decision.allowed) throw SheetsError.tooManyFiles(decision.retryAfterMs);
    const image = await readImage();
    if (!isChartPng(image.bytes)) throw SheetsError.notAChartImage();
    const heading = parsed.settings.title.trim() || title;
    try {
      return {
        fileName: downloadFileName(heading, 'pdf'),
        body: await imagePdf(heading, image.bytes),
      };
    } catch {
      // A PNG signature on bytes PDFKit cannot read.
      throw SheetsError.notAChartImage();
    }
  }
}
