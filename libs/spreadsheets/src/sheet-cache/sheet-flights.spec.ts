import { describe, expect, it } from '@jest/globals';
import { InProcessJobQueue, MemoryCacheAdapter } from '@tessera/platform';
import type { SheetReadResult } from '../connectors/spreadsheet-connector.port.js';
import { SheetCache } from './sheet-cache.js';

/** A memory cache port that counts the attempts to take a sheet's cross-process load lock. */
class LockCountingCache extends MemoryCacheAdapter {
  lockAttempts = 0;
  override increment(key: string, ttlMs: number): Promise<number> {
    if (key.startsWith('sheet-lock:')) this.lockAttempts += 1;
    return super.increment(key, ttlMs);
  }
}

/**
 * Readers of a cold sheet in one process join the load that is running instead of each queueing
 * on the cross-process lock: the lock would still let only one of them read upstream, so counting
 * upstream reads cannot tell; counting lock attempts can.
 */
describe('in-process readers of a cold sheet', () => {
  it('share the running load: one lock attempt and one upstream read for 500 readers', async () => {
    const cache = new LockCountingCache();
    const queue = new InProcessJobQueue();
    let upstreamReads = 0;
    const loader = async (_workspaceId: string, _spreadsheetId: string, titles: string[]) => {
      upstreamReads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(
        titles.map((title): [string, SheetReadResult] => [
          title,
          {
            ok: true,
            sheet: { title, columns: ['Name'], rows: [{ id: 'r1', values: { Name: 'Tea' } }] },
          },
        ]),
      );
    };
    const sheets = new SheetCache(cache, queue, loader, { waitPollMs: 1 });
    const key = { workspaceId: 'w1', spreadsheetId: 'ss1', title: 'Menu' };

    const reads = await Promise.all(Array.from({ length: 500 }, () => sheets.read(key)));

    expect(upstreamReads).toBe(1);
    expect(cache.lockAttempts).toBe(1);
    expect(new Set(reads.map((read) => read.sheet.version)).size).toBe(1);
    await queue.close();
  });
});
