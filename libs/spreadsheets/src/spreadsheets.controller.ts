import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import {
  errorResponseSchema,
  renameSpreadsheetRequestSchema,
  spreadsheetListResponseSchema,
  spreadsheetReplacementResponseSchema,
  spreadsheetResponseSchema,
  type RenameSpreadsheetRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { SpreadsheetsService } from './spreadsheets.service.js';
import { readUploadedFile, UPLOAD_FIELD } from './upload/read-upload.js';

/** The multipart body of an upload: one CSV or XLSX file in the field `file`. */
const WORKBOOK_UPLOAD_BODY = {
  schema: {
    type: 'object' as const,
    required: [UPLOAD_FIELD],
    properties: { [UPLOAD_FIELD]: { type: 'string' as const, format: 'binary' } },
  },
};

@Controller('api/spreadsheets')
export class SpreadsheetsController {
  constructor(private readonly spreadsheets: SpreadsheetsService) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody(WORKBOOK_UPLOAD_BODY)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Upload a CSV or XLSX file (at most 20 MB) as a new spreadsheet',
    responses: {
      201: spreadsheetResponseSchema,
      400: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
    },
  })
  async upload(@CurrentOwner() owner: Owner, @Req() request: FastifyRequest) {
    return this.spreadsheets.importWorkbook(owner.workspaceId, await readUploadedFile(request));
  }

  @Get()
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: "The spreadsheets of the owner's workspace, newest first",
    responses: { 200: spreadsheetListResponseSchema },
  })
  async list(@CurrentOwner() owner: Owner) {
    return { spreadsheets: await this.spreadsheets.list(owner) };
  }

  @Get(':id')
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'One spreadsheet with its sheets and columns',
    responses: { 200: spreadsheetResponseSchema, 404: errorResponseSchema },
  })
  get(@CurrentOwner() owner: Owner, @Param('id') id: string) {
    return this.spreadsheets.get(owner, id);
  }

  @Post(':id/replace')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(WORKBOOK_UPLOAD_BODY)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary:
      "Replace an uploaded spreadsheet's sheets and rows with a new CSV or XLSX file, and say what changed",
    responses: {
      200: spreadsheetReplacementResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
    },
  })
  async replace(
    @CurrentOwner() owner: Owner,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    return this.spreadsheets.replaceWorkbook(owner, id, await readUploadedFile(request));
  }

  @Patch(':id')
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Rename a spreadsheet',
    body: renameSpreadsheetRequestSchema,
    responses: {
      200: spreadsheetResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  rename(
    @CurrentOwner() owner: Owner,
    @Param('id') id: string,
    @Body(new ZodPipe(renameSpreadsheetRequestSchema)) body: RenameSpreadsheetRequest,
  ) {
    return this.spreadsheets.rename(owner, id, body.name);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Delete a spreadsheet with its sheets and rows',
    responses: { 204: 'Deleted', 404: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('id') id: string) {
    await this.spreadsheets.remove(owner, id);
  }
}
