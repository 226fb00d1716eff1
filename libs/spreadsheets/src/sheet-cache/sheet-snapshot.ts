import type { StoredRow } from '../sheet-data/sheet-query.js';
import type { CachedSheet } from './sheet-cache.types.js';

/** One loaded version of a sheet, with the values derived from it computed once. */
export class SheetSnapshot implements CachedSheet {
  private readonly memos = new Map<string, unknown>();

  constructor(
    readonly title: string,
    readonly columns: string[],
    readonly rows: readonly StoredRow[],
    readonly version: string,
    readonly fetchedAt: number,
  ) {}

  memo<T>(name: string, compute: () => T): T {
    if (this.memos.has(name)) return this.memos.get(name) as T;
    const value = compute();
    this.memos.set(name, value);
    return value;
  }
}
