import { EventEmitter } from 'node:events';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Where a record batch (magic 2) keeps what the broker needs, outside its CRC. */
const BASE_OFFSET_AT = 0;
const BATCH_LENGTH_AT = 8;
const LAST_OFFSET_DELTA_AT = 23;
const BATCH_HEADER_SIZE = 12; // baseOffset + batchLength: batchLength counts what follows them

type StoredBatch = { baseOffset: bigint; lastOffset: bigint; bytes: Buffer };

/**
 * One partition's log: record batches as producers sent them, each with the base offset the
 * broker assigned written into its first 8 bytes (outside the batch CRC, as a real broker does),
 * appended to one file so that a restarted broker has every record it acknowledged.
 */
export class PartitionLog {
  private readonly batches: StoredBatch[] = [];
  private nextOffset = 0n;
  private readonly appended = new EventEmitter();

  constructor(private readonly file: string) {
    if (existsSync(file)) this.load(readFileSync(file));
  }

  /** The offset the next record gets (the high watermark: every record is committed at once). */
  get highWatermark(): bigint {
    return this.nextOffset;
  }

  /** Appends the batches of a produce request's record set; returns the first one's offset. */
  append(recordSet: Buffer): bigint {
    const first = this.nextOffset;
    const stored: Buffer[] = [];
    for (const batch of splitBatches(recordSet)) {
      const bytes = Buffer.from(batch);
      bytes.writeBigInt64BE(this.nextOffset, BASE_OFFSET_AT);
      const lastOffset = this.nextOffset + BigInt(bytes.readInt32BE(LAST_OFFSET_DELTA_AT));
      this.batches.push({ baseOffset: this.nextOffset, lastOffset, bytes });
      this.nextOffset = lastOffset + 1n;
      stored.push(bytes);
    }
    appendFileSync(this.file, Buffer.concat(stored));
    this.appended.emit('append');
    return first;
  }

  /** Whole batches holding `offset` and after, up to about `maxBytes` (at least one batch). */
  read(offset: bigint, maxBytes: number): Buffer {
    const found: Buffer[] = [];
    let size = 0;
    for (const batch of this.batches) {
      if (batch.lastOffset < offset) continue;
      if (found.length > 0 && size + batch.bytes.length > maxBytes) break;
      found.push(batch.bytes);
      size += batch.bytes.length;
    }
    return Buffer.concat(found);
  }

  /** Resolves when a batch is appended or after `ms`, whichever comes first. */
  waitForAppend(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.appended.off('append', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref(); // a stopped broker's long polls must not hold the process
      this.appended.on('append', done);
    });
  }

  private load(bytes: Buffer): void {
    for (const batch of splitBatches(bytes)) {
      const baseOffset = batch.readBigInt64BE(BASE_OFFSET_AT);
      const lastOffset = baseOffset + BigInt(batch.readInt32BE(LAST_OFFSET_DELTA_AT));
      this.batches.push({ baseOffset, lastOffset, bytes: batch });
      this.nextOffset = lastOffset + 1n;
    }
  }
}

/** The record batches one after the other in `bytes`; a cut last batch (a crash mid-write) is dropped. */
function* splitBatches(bytes: Buffer): Generator<Buffer> {
  let at = 0;
  while (at + BATCH_HEADER_SIZE <= bytes.length) {
    const size = BATCH_HEADER_SIZE + bytes.readInt32BE(at + BATCH_LENGTH_AT);
    if (at + size > bytes.length) return;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}
