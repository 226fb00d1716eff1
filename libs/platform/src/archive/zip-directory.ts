/** One entry of a zip archive's central directory, as the archive claims it. */
export type ZipEntry = {
  name: string;
  /** 0 = stored, 8 = deflated; anything else is refused. */
  method: number;
  compressedSize: number;
  /** What the header claims; only ever a hint, the inflated bytes are counted. */
  declaredSize: number;
  localHeaderOffset: number;
};

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_MARKER = 0xffffffff;
const ZIP64_EXTRA = 0x0001;

export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Lists a zip archive's entries from its central directory without inflating anything. Returns
 * null when the bytes are not a readable zip, or when the archive is not consistent: records
 * past the count the end record declares, a directory that does not end right before the end
 * record, bytes prepended or inserted (other readers then shift every offset), several disks,
 * or two entries with one name. Readers disagree on such archives, so no reader may see one.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === null) return null;
  const directory = directoryBounds(view, end);
  if (directory === null) return null;
  let offset = directory.start;
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  const decoder = new TextDecoder();
  for (let i = 0; i < directory.count; i++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength + commentLength > end) return null;
    const sizes = zip64Sizes(view, nameStart + nameLength, extraLength, {
      declaredSize: view.getUint32(offset + 24, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    if (sizes === null) return null;
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    if (names.has(name)) return null;
    names.add(name);
    entries.push({ name, method: view.getUint16(offset + 10, true), ...sizes });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  // The declared records must fill the directory exactly: no record past the declared count.
  return offset === end ? entries : null;
}

/**
 * Where the central directory starts and how many records it declares, when it ends exactly
 * where the end record begins and the archive is on one disk; null otherwise (ZIP64 end records
 * included: an upload never needs 65,535 entries or 4 GB).
 */
function directoryBounds(view: DataView, end: number): { start: number; count: number } | null {
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const countOnDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || countOnDisk !== count) return null;
  return start + size === end ? { start, count } : null;
}

/** Where an entry's compressed bytes start, read from its local header; null when it is not there. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return start <= view.byteLength ? start : null;
}

type Sizes = Pick<ZipEntry, 'declaredSize' | 'compressedSize' | 'localHeaderOffset'>;

/** Sizes marked 0xFFFFFFFF are in the ZIP64 extra field, in this order, only those marked. */
function zip64Sizes(view: DataView, extraStart: number, extraLength: number, sizes: Sizes) {
  const marked = (Object.keys(sizes) as (keyof Sizes)[]).filter((k) => sizes[k] === ZIP64_MARKER);
  if (marked.length === 0) return sizes;
  for (let at = extraStart; at + 4 <= extraStart + extraLength;) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA && length >= marked.length * 8) {
      const result = { ...sizes };
      marked.forEach((key, i) => {
        result[key] = Number(view.getBigUint64(at + 4 + i * 8, true));
      });
      return result;
    }
    at += 4 + length;
  }
  return null;
}

function findEndOfDirectory(view: DataView): number | null {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return null;
}
