import { createInflateRaw } from 'node:zlib';
import { defineErrors } from '../http/app-error.js';
import { entryDataOffset, readZipDirectory, type ZipEntry } from './zip-directory.js';

/** Why an archive was refused; callers map the code to their own wording. */
export const ArchiveError = defineErrors('Archive', {
  unreadable: [400, 'The file is not a readable archive.'],
  tooManyEntries: [413, 'The archive holds too many files.'],
  inflatesTooLarge: [413, 'The archive is too large once uncompressed.'],
  ratioTooHigh: [413, 'The archive is compressed far more than ordinary files are.'],
});
export type ArchiveError = InstanceType<typeof ArchiveError>;

/**
 * What an upload may inflate to. The headers' sizes are never trusted: bytes are counted as the
 * inflater produces them and inflating stops at the first byte past a limit.
 */
export type UnzipLimits = {
  maxEntries: number;
  /** Bytes produced by all entries together. */
  maxInflatedBytes: number;
  /** Bytes produced per compressed byte of one entry (deflate reaches ~1,030 on zeros)... */
  maxRatio: number;
  /** ...checked once the entry has produced this many bytes (small entries compress wildly). */
  ratioFloorBytes: number;
};

export type UnzippedArchive = {
  entries: ZipEntry[];
  /** The inflated bytes of the entries `keep` chose; the others were counted, then dropped. */
  files: Map<string, Buffer>;
};

const STORED = 0;
const DEFLATED = 8;

/**
 * Inflates a zip archive entry by entry as a stream, keeping only the entries `keep` names, and
 * throws an ArchiveError as soon as the entry count, the bytes actually produced or an entry's
 * compression ratio passes its limit. Memory stays within the kept entries plus one chunk, so
 * a validation pass (`keep` returning false) holds nothing, whatever the archive claims.
 */
export async function unzipBounded(
  archive: Buffer,
  limits: UnzipLimits,
  keep: (name: string) => boolean = () => true,
): Promise<UnzippedArchive> {
  const entries = readZipDirectory(archive);
  if (entries === null) throw new ArchiveError('unreadable');
  if (entries.length > limits.maxEntries) throw new ArchiveError('tooManyEntries');
  // A cheap early refusal when the headers already admit too much; they may also understate.
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limits.maxInflatedBytes) throw new ArchiveError('inflatesTooLarge');

  const files = new Map<string, Buffer>();
  let produced = 0;
  for (const entry of entries) {
    const compressed = compressedBytes(archive, entry);
    const kept = keep(entry.name);
    const budget = { maxBytes: limits.maxInflatedBytes - produced, limits, kept };
    const inflated = await inflateEntry(entry.method, compressed, budget);
    produced += inflated.size;
    if (inflated.bytes) files.set(entry.name, inflated.bytes);
  }
  return { entries, files };
}

function compressedBytes(archive: Buffer, entry: ZipEntry): Buffer {
  const start = entryDataOffset(archive, entry);
  if (start === null || start + entry.compressedSize > archive.length)
    throw new ArchiveError('unreadable');
  return archive.subarray(start, start + entry.compressedSize);
}

type Budget = { maxBytes: number; limits: UnzipLimits; kept: boolean };
type Inflated = { size: number; bytes: Buffer | null };

function inflateEntry(method: number, compressed: Buffer, budget: Budget): Promise<Inflated> {
  if (method === STORED) {
    if (compressed.length > budget.maxBytes) throw new ArchiveError('inflatesTooLarge');
    return Promise.resolve({ size: compressed.length, bytes: budget.kept ? compressed : null });
  }
  if (method !== DEFLATED) throw new ArchiveError('unreadable');
  return inflateCounted(compressed, budget);
}

function inflateCounted(compressed: Buffer, { maxBytes, limits, kept }: Budget): Promise<Inflated> {
  const maxForRatio = Math.max(limits.ratioFloorBytes, compressed.length * limits.maxRatio);
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const refuse = (error: ArchiveError) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      reject(error);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes) return refuse(new ArchiveError('inflatesTooLarge'));
      if (size > maxForRatio) return refuse(new ArchiveError('ratioTooHigh'));
      if (kept) chunks.push(chunk);
    });
    inflater.on('error', () => refuse(new ArchiveError('unreadable')));
    inflater.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ size, bytes: kept ? Buffer.concat(chunks) : null });
    });
    inflater.end(compressed);
  });
}
