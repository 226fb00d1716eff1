import { Controller, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { errorResponseSchema } from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentViewer,
  Public,
  SkipIdempotency,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fileAnswer, PDF_FILE } from '../sheet-data/file-answer.js';
import { rowWriteQuerySchema } from '../sheet-data/sheet-data.dto.js';
import { BOARD_SHEET, PAGE_SHEET, boardTarget } from '../sheet-data/sheet-routes.js';
import { SheetsService, type SheetTarget } from '../sheet-data/sheets.service.js';
import { sheetUpload } from '../sheet-files/sheet-upload.js';

const chartPdfQuerySchema = rowWriteQuerySchema.extend({ block_id: z.string().min(1) });
type ChartPdfQuery = z.infer<typeof chartPdfQuerySchema>;

const chartPdfDoc = (summary: string) =>
  ApiDoc({
    tag: 'Sheet data',
    summary,
    responses: {
      200: 'The PDF file',
      400: errorResponseSchema,
      404: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
      429: errorResponseSchema,
    },
  });

/**
 * A chart block's PDF download: the browser sends the chart it drew (multipart field `image`, a
 * JPEG) and gets it back as a PDF under the chart's title (see ChartPdfs). Nothing is stored.
 */
@Controller()
export class ChartPdfsController {
  constructor(private readonly sheets: SheetsService) {}

  @Public()
  @Post(`${BOARD_SHEET}/chart-pdf`)
  @HttpCode(200)
  @SkipIdempotency() // nothing is written: a repeat makes the same file again
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
  })
  @chartPdfDoc(
    "A board chart block's PDF, from the picture the browser drew (query: board, block_id)",
  )
  async boardChartPdf(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(chartPdfQuerySchema)) query: ChartPdfQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target = boardTarget(spreadsheetId, query.board);
    return this.answer(viewer, target, title, query, request, reply);
  }

  @Public()
  @Post(`${PAGE_SHEET}/chart-pdf`)
  @HttpCode(200)
  @SkipIdempotency()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
  })
  @chartPdfDoc(
    "An app page's chart block's PDF, from the picture the browser drew (query: block_id)",
  )
  async pageChartPdf(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(chartPdfQuerySchema)) query: ChartPdfQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(viewer, { kind: 'app', app, appUser }, title, query, request, reply);
  }

  private async answer(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    query: ChartPdfQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.sheets.chartPdf(
      viewer,
      target,
      title,
      query.block_id,
      request.ip,
      sheetUpload(request, 'image'),
    );
    return fileAnswer(reply, file, PDF_FILE);
  }
}
