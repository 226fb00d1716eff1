import { Controller, Get } from '@nestjs/common';
import { templatesResponseSchema } from '@tessera/contracts';
import { ApiDoc, CurrentViewer, Public, type Owner } from '@tessera/platform';
import { TemplatesService } from './templates.service.js';

@Controller('api/multipage/marketplace/templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Public()
  @Get()
  @ApiDoc({
    tag: 'Marketplace',
    summary: 'The published templates, newest first',
    responses: { 200: templatesResponseSchema },
  })
  async list(@CurrentViewer() viewer: Owner | null) {
    return { templates: await this.templates.list(viewer) };
  }
}
