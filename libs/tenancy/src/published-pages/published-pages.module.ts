import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { TenancyModule } from '../tenancy.module.js';
import { EmbedPolicy } from './embed-policy.js';
import { PublishedPageCache } from './published-page-cache.js';
import { PUBLISHED_PAGE_SOURCE, type PublishedPageSource } from './published-page-source.js';
import { PublishedPages } from './published-pages.service.js';

export type PublishedPagesOptions = {
  /** The modules the source's dependencies come from. */
  imports: ModuleMetadata['imports'];
  /** The adapter of the page store, sheet data and sessions (in-process in the gateway). */
  source: Type<PublishedPageSource>;
};

/** The cache of published pages (part of the tenancy service), on a source the host process wires. */
@Module({})
export class PublishedPagesModule {
  static register(options: PublishedPagesOptions): DynamicModule {
    return {
      module: PublishedPagesModule,
      imports: [TenancyModule, ...(options.imports ?? [])],
      providers: [
        EmbedPolicy,
        PublishedPageCache,
        PublishedPages,
        { provide: PUBLISHED_PAGE_SOURCE, useClass: options.source },
      ],
      exports: [PublishedPages],
    };
  }
}
