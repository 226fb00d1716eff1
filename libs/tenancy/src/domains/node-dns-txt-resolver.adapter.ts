import { Resolver } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';
import type { DnsTxtResolverPort } from './dns-txt-resolver.port.js';

/** Answers "no such record" rather than "the lookup failed". */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** The DNS port on Node's resolver, bounded so a verify request cannot hang on a slow server. */
@Injectable()
export class NodeDnsTxtResolver implements DnsTxtResolverPort {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  async resolveTxt(name: string): Promise<string[]> {
    try {
      const records = await this.resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      if (NO_RECORDS.has((error as { code?: string }).code ?? '')) return [];
      throw error;
    }
  }
}
