import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  addRowRequestSchema,
  addRowResponseSchema,
  apiCallResponseSchema,
  deleteRowResponseSchema,
  editRowRequestSchema,
  errorResponseSchema,
  rowActionRequestSchema,
  serverActionRequestSchema,
  sheetDataResponseSchema,
  spreadsheetDataRequestSchema,
  spreadsheetDataResponseSchema,
  type AddRowRequest,
  type EditRowRequest,
  type RowActionRequest,
  type ServerActionRequest,
  type SpreadsheetDataRequest,
} from '@tessera/contracts';
import type { FastifyReply } from 'fastify';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentTenant,
  CurrentViewer,
  Public,
  SkipIdempotency,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
  type RequestTenant,
} from '@tessera/platform';
import {
  rowDeleteQuerySchema,
  rowPdfQuerySchema,
  rowWriteQuerySchema,
  sheetReadQuerySchema,
  type RowDeleteQuery,
  type RowPdfQuery,
  type RowWriteQuery,
  type SheetReadRequestQuery,
} from './sheet-data.dto.js';
import { CSV_FILE, fileAnswer, PDF_FILE } from './file-answer.js';
import { BOARD_SHEET, PAGE_SHEET, boardTarget as board } from './sheet-routes.js';
import { SheetsService, type SheetReadRequest, type SheetTarget } from './sheets.service.js';

const writeErrors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const apiCallErrors = { ...writeErrors, 429: errorResponseSchema, 502: errorResponseSchema };

/** The query as the service reads it: the global `_filters` and `_id` renamed for what they are. */
const readRequest = (query: SheetReadRequestQuery): SheetReadRequest => ({
  ...query,
  urlFilters: query._filters,
  sessionId: query._id,
});

/**
 * Sheet data for blocks. Public routes: guests read public boards and apps, so each call
 * authorises itself (see SheetAccess) and answers 'Sheet not found.' when refused. Board routes
 * name the board by the `board` query (its path); page routes take the app from the Host header.
 */
@Controller()
export class SheetDataController {
  constructor(private readonly sheets: SheetsService) {}

  @Public()
  @Get(BOARD_SHEET)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "A page of a board's sheet (query: board, page, page_size, search, sort, block_id, filter, record, tz, scores, period)",
    responses: { 200: sheetDataResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  readBoardSheet(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
  ) {
    return this.sheets.read(viewer, board(spreadsheetId, query.board), title, readRequest(query));
  }

  @Public()
  @Get(PAGE_SHEET)
  @ApiDoc({
    tag: 'Sheet data',
    summary: 'A page of the sheet of the app on this host (same query as the board route)',
    responses: { 200: sheetDataResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  readPageSheet(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
  ) {
    return this.sheets.read(viewer, { kind: 'app', app, appUser }, title, readRequest(query));
  }

  @Public()
  @Get(`${BOARD_SHEET}/csv`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "A board table or list block's rows as a CSV file, when the block offers it (query: board, block_id, search, sort, filter, tz)",
    responses: {
      200: 'The CSV file (text/csv, UTF-8)',
      400: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  async boardSheetCsv(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target = board(spreadsheetId, query.board);
    const file = await this.sheets.download(viewer, target, title, readRequest(query), 'csv', ip);
    return fileAnswer(reply, file, CSV_FILE);
  }

  @Public()
  @Get(`${PAGE_SHEET}/csv`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "An app page's table or list block's rows as a CSV file, when the block offers it (same query as the board route)",
    responses: {
      200: 'The CSV file (text/csv, UTF-8)',
      400: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  async pageSheetCsv(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    const file = await this.sheets.download(viewer, target, title, readRequest(query), 'csv', ip);
    return fileAnswer(reply, file, CSV_FILE);
  }

  @Public()
  @Get(`${BOARD_SHEET}/pdf`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "A board table or list block's rows as a PDF, when the block offers it (same query as the CSV)",
    responses: { 200: 'The PDF file', 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async boardSheetPdf(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target = board(spreadsheetId, query.board);
    const file = await this.sheets.download(viewer, target, title, readRequest(query), 'pdf', ip);
    return fileAnswer(reply, file, PDF_FILE);
  }

  @Public()
  @Get(`${PAGE_SHEET}/pdf`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "An app page's table or list block's rows as a PDF, when the block offers it (same query as the CSV)",
    responses: { 200: 'The PDF file', 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async pageSheetPdf(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(sheetReadQuerySchema)) query: SheetReadRequestQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    const file = await this.sheets.download(viewer, target, title, readRequest(query), 'pdf', ip);
    return fileAnswer(reply, file, PDF_FILE);
  }

  @Public()
  @Get(`${BOARD_SHEET}/rows/:rowId/pdf`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "A row of a board's sheet as a PDF, from a block's Download pdf button (query: board, block_id, action)",
    responses: { 200: 'The PDF file', 403: errorResponseSchema, 404: errorResponseSchema },
  })
  async boardRowPdf(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowPdfQuerySchema)) query: RowPdfQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target = board(spreadsheetId, query.board);
    const file = await this.sheets.rowPdf(
      viewer,
      target,
      title,
      rowId,
      query.block_id,
      query.action,
      ip,
    );
    return fileAnswer(reply, file, PDF_FILE);
  }

  @Public()
  @Get(`${PAGE_SHEET}/rows/:rowId/pdf`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "A row of the app's sheet as a PDF, from a block's Download pdf button (query: block_id, action)",
    responses: { 200: 'The PDF file', 403: errorResponseSchema, 404: errorResponseSchema },
  })
  async pageRowPdf(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowPdfQuerySchema)) query: RowPdfQuery,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    const file = await this.sheets.rowPdf(
      viewer,
      target,
      title,
      rowId,
      query.block_id,
      query.action,
      ip,
    );
    return fileAnswer(reply, file, PDF_FILE);
  }

  @Public()
  @Post('v3/getSpreadsheetData')
  @SkipIdempotency() // a read sent as POST: nothing to apply twice, nothing worth storing
  @HttpCode(200)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      'Every sheet of the spreadsheet (its first page, or its error text): the app on this host, or the board named by `board`',
    body: spreadsheetDataRequestSchema,
    responses: { 200: spreadsheetDataResponseSchema, 404: errorResponseSchema },
  })
  async readSpreadsheet(
    @CurrentViewer() viewer: Owner | null,
    @CurrentTenant() tenant: RequestTenant | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Body(new ZodPipe(spreadsheetDataRequestSchema)) body: SpreadsheetDataRequest,
  ) {
    const target = await this.sheets.spreadsheetTarget(tenant, body.board, appUser);
    return this.sheets.readAll(viewer, target, body.page_size);
  }

  @Public()
  @Post(`${BOARD_SHEET}/rows`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Add a row to a board's sheet from a form, table or list block (query: board)",
    body: addRowRequestSchema,
    responses: { 201: addRowResponseSchema, ...writeErrors },
  })
  async addBoardRow(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(rowWriteQuerySchema)) query: RowWriteQuery,
    @Body(new ZodPipe(addRowRequestSchema)) body: AddRowRequest,
    @Ip() ip: string,
  ) {
    const target = board(spreadsheetId, query.board);
    return { row: await this.sheets.addRow(viewer, target, title, body, ip) };
  }

  @Public()
  @Post(`${PAGE_SHEET}/rows`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: 'Add a row to the sheet of the app on this host from a form, table or list block',
    body: addRowRequestSchema,
    responses: { 201: addRowResponseSchema, ...writeErrors },
  })
  async addPageRow(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Body(new ZodPipe(addRowRequestSchema)) body: AddRowRequest,
    @Ip() ip: string,
  ) {
    const target = { kind: 'app' as const, app, appUser };
    return { row: await this.sheets.addRow(viewer, target, title, body, ip) };
  }

  @Public()
  @Patch(`${BOARD_SHEET}/rows/:rowId`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Edit a row (or one cell) of a board's sheet through a block (query: board)",
    body: editRowRequestSchema,
    responses: { 200: addRowResponseSchema, ...writeErrors },
  })
  async editBoardRow(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowWriteQuerySchema)) query: RowWriteQuery,
    @Body(new ZodPipe(editRowRequestSchema)) body: EditRowRequest,
  ) {
    const target = board(spreadsheetId, query.board);
    return { row: await this.sheets.editRow(viewer, target, title, rowId, body) };
  }

  @Public()
  @Patch(`${PAGE_SHEET}/rows/:rowId`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: 'Edit a row (or one cell) of the sheet of the app on this host through a block',
    body: editRowRequestSchema,
    responses: { 200: addRowResponseSchema, ...writeErrors },
  })
  async editPageRow(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Body(new ZodPipe(editRowRequestSchema)) body: EditRowRequest,
  ) {
    return {
      row: await this.sheets.editRow(viewer, { kind: 'app', app, appUser }, title, rowId, body),
    };
  }

  @Public()
  @Post(`${BOARD_SHEET}/rows/:rowId/duplicate`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Duplicate a row of a board's sheet with a block's Duplicate row button (query: board)",
    body: rowActionRequestSchema,
    responses: { 201: addRowResponseSchema, ...writeErrors },
  })
  async duplicateBoardRow(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowWriteQuerySchema)) query: RowWriteQuery,
    @Body(new ZodPipe(rowActionRequestSchema)) body: RowActionRequest,
  ) {
    const target = board(spreadsheetId, query.board);
    return { row: await this.sheets.duplicateRow(viewer, target, title, rowId, body.block_id) };
  }

  @Public()
  @Post(`${PAGE_SHEET}/rows/:rowId/duplicate`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Duplicate a row of the app's sheet with a block's Duplicate row button",
    body: rowActionRequestSchema,
    responses: { 201: addRowResponseSchema, ...writeErrors },
  })
  async duplicatePageRow(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Body(new ZodPipe(rowActionRequestSchema)) body: RowActionRequest,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    return { row: await this.sheets.duplicateRow(viewer, target, title, rowId, body.block_id) };
  }

  @Public()
  @Post(`${BOARD_SHEET}/rows/:rowId/api-call`)
  @HttpCode(200)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Send a board block's API call button for a row, from the server (query: board); answers only whether the endpoint took it",
    body: serverActionRequestSchema,
    responses: { 200: apiCallResponseSchema, ...apiCallErrors },
  })
  async boardApiCall(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowWriteQuerySchema)) query: RowWriteQuery,
    @Body(new ZodPipe(serverActionRequestSchema)) body: ServerActionRequest,
    @Ip() ip: string,
  ) {
    const target = board(spreadsheetId, query.board);
    return this.sheets.sendApiCall(viewer, target, title, rowId, body.block_id, body.action, ip);
  }

  @Public()
  @Post(`${PAGE_SHEET}/rows/:rowId/api-call`)
  @HttpCode(200)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Send an app page block's API call button for a row, from the server; answers only whether the endpoint took it",
    body: serverActionRequestSchema,
    responses: { 200: apiCallResponseSchema, ...apiCallErrors },
  })
  async pageApiCall(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Body(new ZodPipe(serverActionRequestSchema)) body: ServerActionRequest,
    @Ip() ip: string,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    return this.sheets.sendApiCall(viewer, target, title, rowId, body.block_id, body.action, ip);
  }

  @Public()
  @Delete(`${BOARD_SHEET}/rows/:rowId`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Delete a row of a board's sheet with a block's Delete row button (query: board, block_id)",
    responses: { 200: deleteRowResponseSchema, ...writeErrors },
  })
  deleteBoardRow(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowDeleteQuerySchema)) query: RowDeleteQuery,
  ) {
    const target = board(spreadsheetId, query.board);
    return this.sheets.deleteRow(viewer, target, title, rowId, query.block_id);
  }

  @Public()
  @Delete(`${PAGE_SHEET}/rows/:rowId`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Delete a row of the app's sheet with a block's Delete row button (query: block_id)",
    responses: { 200: deleteRowResponseSchema, ...writeErrors },
  })
  deletePageRow(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Query(new ZodPipe(rowDeleteQuerySchema)) query: RowDeleteQuery,
  ) {
    return this.sheets.deleteRow(
      viewer,
      { kind: 'app', app, appUser },
      title,
      rowId,
      query.block_id,
    );
  }
}
