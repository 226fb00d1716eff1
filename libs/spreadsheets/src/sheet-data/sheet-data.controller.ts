import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import {
  addRowRequestSchema,
  addRowResponseSchema,
  errorResponseSchema,
  sheetDataResponseSchema,
  type AddRowRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentViewer, Public, ZodPipe, type Owner } from '@tessera/platform';
import {
  rowWriteQuerySchema,
  sheetReadQuerySchema,
  type RowWriteQuery,
  type SheetReadRequest,
} from './sheet-data.dto.js';
import { SheetsService } from './sheets.service.js';

/**
 * Sheet data for blocks. Public routes: guests read public boards and apps, so each call
 * authorises itself (see SheetAccess) and answers 'Sheet not found.' when refused.
 */
@Controller()
export class SheetDataController {
  constructor(private readonly sheets: SheetsService) {}

  @Public()
  @Get('api/board/:spreadsheetId/sheet/:sheetTitle')
  @ApiDoc({
    tag: 'Sheet data',
    summary: "A page of a board's sheet (query: board, page, page_size, search, sort)",
    responses: { 200: sheetDataResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  readBoardSheet(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequest,
  ) {
    return this.sheets.readBoardSheet(viewer, spreadsheetId, title, query);
  }

  @Public()
  @Get('v3/api/page/sheet/:sheetTitle')
  @ApiDoc({
    tag: 'Sheet data',
    summary: 'A page of the sheet of the app on this host (query: page, page_size, search, sort)',
    responses: { 200: sheetDataResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  readPageSheet(
    @CurrentViewer() viewer: Owner | null,
    @Headers('host') host: string | undefined,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequest,
  ) {
    return this.sheets.readPageSheet(viewer, host, title, query);
  }

  @Public()
  @Post('api/board/:spreadsheetId/sheet/:sheetTitle/rows')
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Add a row to a board's sheet from a form, table or list block (query: board)",
    body: addRowRequestSchema,
    responses: {
      201: addRowResponseSchema,
      400: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  async addBoardRow(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(rowWriteQuerySchema)) query: RowWriteQuery,
    @Body(new ZodPipe(addRowRequestSchema)) body: AddRowRequest,
  ) {
    return { row: await this.sheets.addBoardRow(viewer, spreadsheetId, title, query.board, body) };
  }

  @Public()
  @Post('v3/api/page/sheet/:sheetTitle/rows')
  @ApiDoc({
    tag: 'Sheet data',
    summary: 'Add a row to the sheet of the app on this host from a form, table or list block',
    body: addRowRequestSchema,
    responses: {
      201: addRowResponseSchema,
      400: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  async addPageRow(
    @CurrentViewer() viewer: Owner | null,
    @Headers('host') host: string | undefined,
    @Param('sheetTitle') title: string,
    @Body(new ZodPipe(addRowRequestSchema)) body: AddRowRequest,
  ) {
    return { row: await this.sheets.addPageRow(viewer, host, title, body) };
  }
}
