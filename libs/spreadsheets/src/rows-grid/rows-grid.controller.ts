import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  addRowResponseSchema,
  deleteRowResponseSchema,
  errorResponseSchema,
  gridRowRequestSchema,
  gridRowsQuerySchema,
  sheetDataResponseSchema,
  type GridRowRequest,
  type GridRowsQuery,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import { RowsGridService } from './rows-grid.service.js';

const ROWS = 'api/spreadsheets/:spreadsheetId/sheets/:sheetTitle/rows';
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The dashboard's rows grid: a sheet's rows for the workspace's members, with no block between. */
@Controller()
export class RowsGridController {
  constructor(private readonly grid: RowsGridService) {}

  @Get(ROWS)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'A page of a sheet’s rows for its owner’s grid (searched; `fresh=1` past the cache)',
    responses: { 200: sheetDataResponseSchema, ...errors },
  })
  read(
    @CurrentOwner() owner: Owner,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(gridRowsQuerySchema)) query: GridRowsQuery,
  ) {
    return this.grid.read(owner, spreadsheetId, title, query);
  }

  @Post(ROWS)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Add a row to a sheet from its owner’s grid',
    body: gridRowRequestSchema,
    responses: { 201: addRowResponseSchema, ...errors },
  })
  async add(
    @CurrentOwner() owner: Owner,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Body(new ZodPipe(gridRowRequestSchema)) body: GridRowRequest,
  ) {
    return { row: await this.grid.add(owner, spreadsheetId, title, body.values) };
  }

  @Patch(`${ROWS}/:rowId`)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Change cells of a row from its owner’s grid',
    body: gridRowRequestSchema,
    responses: { 200: addRowResponseSchema, ...errors },
  })
  async edit(
    @CurrentOwner() owner: Owner,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
    @Body(new ZodPipe(gridRowRequestSchema)) body: GridRowRequest,
  ) {
    return { row: await this.grid.edit(owner, spreadsheetId, title, rowId, body.values) };
  }

  @Delete(`${ROWS}/:rowId`)
  @HttpCode(200)
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Delete a row from its owner’s grid',
    responses: { 200: deleteRowResponseSchema, ...errors },
  })
  remove(
    @CurrentOwner() owner: Owner,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Param('rowId') rowId: string,
  ) {
    return this.grid.remove(owner, spreadsheetId, title, rowId);
  }
}
