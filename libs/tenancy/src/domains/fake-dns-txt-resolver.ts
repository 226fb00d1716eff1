import type { DnsTxtResolverPort } from './dns-txt-resolver.port.js';

/** The DNS port for tests: records set by the test, and a switch to make lookups fail. */
export class FakeDnsTxtResolver implements DnsTxtResolverPort {
  private readonly records = new Map<string, string[]>();
  failing = false;

  set(name: string, records: string[]): void {
    this.records.set(name.toLowerCase(), records);
  }

  clear(): void {
    this.records.clear();
    this.failing = false;
  }

  resolveTxt = async (name: string): Promise<string[]> => {
    if (this.failing) throw Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' });
    return this.records.get(name.toLowerCase()) ?? [];
  };
}
