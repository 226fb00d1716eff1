import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { errorResponseSchema, templateCloneResponseSchema } from '@tessera/contracts';
import { ApiDoc, CurrentOwner, type Owner } from '@tessera/platform';
import { TemplateClonesService } from './template-clones.service.js';

const tag = 'Marketplace';

@Controller('api/multipage/marketplace')
export class TemplateClonesController {
  constructor(private readonly clones: TemplateClonesService) {}

  @Post('templates/:id/clone')
  @HttpCode(202)
  @ApiDoc({
    tag,
    summary:
      "Use a template: its app is made in the owner's workspace at once, its data copied in a job",
    responses: {
      202: templateCloneResponseSchema,
      402: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  async clone(@CurrentOwner() owner: Owner, @Param('id') templateId: string) {
    return { clone: await this.clones.clone(owner, templateId) };
  }

  @Get('clones/:id')
  @ApiDoc({
    tag,
    summary: 'How the copy of a template is going: copying, ready or failed',
    responses: { 200: templateCloneResponseSchema, 404: errorResponseSchema },
  })
  async get(@CurrentOwner() owner: Owner, @Param('id') cloneId: string) {
    return { clone: await this.clones.get(owner, cloneId) };
  }
}
