import { applyDecorators, Controller, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import {
  errorResponseSchema,
  sheetFileQuerySchema,
  sheetFileResponseSchema,
  type SheetFileQuery,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentViewer,
  Public,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { rowWriteQuerySchema, type RowWriteQuery } from '../sheet-data/sheet-data.dto.js';
import { BOARD_SHEET, PAGE_SHEET, boardTarget } from '../sheet-data/sheet-routes.js';
import { SheetsService, type SheetTarget } from '../sheet-data/sheets.service.js';
import { sheetUpload } from './sheet-upload.js';

const fileQuerySchema = rowWriteQuerySchema.extend(sheetFileQuerySchema.shape);
type FileQuery = RowWriteQuery & SheetFileQuery;

/** The multipart body, as the API docs describe it. */
const FileBody = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
    }),
  );

const uploadDoc = {
  responses: {
    201: sheetFileResponseSchema,
    400: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
  },
};

/**
 * Files for sheets, sent by a form's file field or a table's "Upload Image" cell before the row
 * write that records their address. Public like the row writes: each call is authorised by its
 * block (see SheetFilesService).
 */
@Controller()
export class SheetFilesController {
  constructor(private readonly sheets: SheetsService) {}

  @Public()
  @Post(`${BOARD_SHEET}/files`)
  @FileBody()
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Send a file (under 5 MB) for a column of a board's sheet through a block (query: board, block_id, column)",
    ...uploadDoc,
  })
  uploadBoardFile(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(fileQuerySchema)) query: FileQuery,
    @Req() request: FastifyRequest,
  ) {
    const target = boardTarget(spreadsheetId, query.board);
    return this.upload(viewer, target, title, query, request);
  }

  @Public()
  @Post(`${PAGE_SHEET}/files`)
  @FileBody()
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      'Send a file (under 5 MB) for a column of the sheet of the app on this host through a block (query: block_id, column)',
    ...uploadDoc,
  })
  uploadPageFile(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(fileQuerySchema)) query: FileQuery,
    @Req() request: FastifyRequest,
  ) {
    return this.upload(viewer, { kind: 'app', app, appUser }, title, query, request);
  }

  private upload(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    query: FileQuery,
    request: FastifyRequest,
  ) {
    const fileQuery = { block_id: query.block_id, column: query.column };
    return this.sheets.uploadFile(
      viewer,
      target,
      title,
      fileQuery,
      request.ip,
      sheetUpload(request, 'file'),
    );
  }
}
