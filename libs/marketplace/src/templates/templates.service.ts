import { Injectable } from '@nestjs/common';
import type { TemplateDto } from '@tessera/contracts';
import type { Owner } from '@tessera/platform';
import { TemplatePurchasesRepository } from '../purchases/template-purchases.repository.js';
import { templateDto } from '../review-requests/review-request-dto.js';
import { TemplatesRepository } from './templates.repository.js';

/**
 * The marketplace's public list of published templates, newest first; a signed-in owner sees
 * which ones their workspace bought.
 */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly purchases: TemplatePurchasesRepository,
  ) {}

  async list(viewer: Owner | null): Promise<TemplateDto[]> {
    const bought = viewer ? await this.purchases.templatesOf(viewer.workspaceId) : new Set();
    return (await this.templates.published()).map((row) => templateDto(row, bought.has(row.id)));
  }
}
