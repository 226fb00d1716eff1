import { Controller, Get, Param, Post } from '@nestjs/common';
import { errorResponseSchema } from '@tessera/contracts';
import { ApiDoc, CurrentOwner, type Owner } from '@tessera/platform';
import { StartersService } from './starters.service.js';

/** Starter apps offered on the dashboard: a filled-in spreadsheet and an app built on it. */
@Controller('api/starters')
export class StartersController {
  constructor(private readonly starters: StartersService) {}

  @Get()
  @ApiDoc({ tag: 'Apps', summary: 'The starter apps a workspace can begin with' })
  list() {
    return { starters: this.starters.list() };
  }

  @Post(':key')
  @ApiDoc({
    tag: 'Apps',
    summary: "Make a starter app (its spreadsheet, pages and blocks) in the owner's workspace",
    responses: { 201: 'The app', 403: errorResponseSchema, 404: errorResponseSchema },
  })
  async create(@CurrentOwner() owner: Owner, @Param('key') key: string) {
    return { app: await this.starters.create(owner, key) };
  }
}
