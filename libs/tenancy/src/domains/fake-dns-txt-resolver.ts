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

  resolveTxt = (name: string): Promise<string[]> => {
    if (this.failing) {
      return Promise.reject(Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' }));
    }
    return Promise.resolve(this.records.get(name.toLowerCase()) ?? []);
  };
}
