import { Body, Controller, Post } from '@nestjs/common';
import {
  errorResponseSchema,
  googleSpreadsheetRequestSchema,
  spreadsheetResponseSchema,
  type GoogleSpreadsheetRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import { GoogleSpreadsheetsService } from './google-spreadsheets.service.js';

@Controller('api/spreadsheets')
export class GoogleSpreadsheetsController {
  constructor(private readonly google: GoogleSpreadsheetsService) {}

  @Post('google')
  @ApiDoc({
    tag: 'Spreadsheets',
    summary: 'Add a Google spreadsheet (its URL or id) read with one of the workspace connections',
    body: googleSpreadsheetRequestSchema,
    responses: {
      201: spreadsheetResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      502: errorResponseSchema,
    },
  })
  add(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(googleSpreadsheetRequestSchema)) body: GoogleSpreadsheetRequest,
  ) {
    return this.google.add(owner, body);
  }
}
