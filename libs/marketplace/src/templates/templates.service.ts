import { Injectable } from '@nestjs/common';
import type { TemplateDto } from '@tessera/contracts';
import { templateDto } from '../review-requests/review-request-dto.js';
import { TemplatesRepository } from './templates.repository.js';

/** The marketplace's public list of published templates, newest first. */
@Injectable()
export class TemplatesService {
  constructor(private readonly templates: TemplatesRepository) {}

  async list(): Promise<TemplateDto[]> {
    // Purchases arrive with the billing service; until a workspace has bought one, none is.
    return (await this.templates.published()).map((row) => templateDto(row, false));
  }
}
