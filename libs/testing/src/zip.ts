import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export type ZipEntrySpec = {
  name: string;
  /** The entry's content, deflated here. */
  bytes?: Buffer;
  /** Or content already deflated (see deflatedZeros), with the size it really inflates to. */
  deflated?: { bytes: Buffer; size: number };
  /** The uncompressed size the headers claim; the real size when left out. */
  declaredSize?: number;
};

export type ZipLies = {
  /**
   * The entry count the end record declares, when it should not match the records written: some
   * readers (JSZip, so exceljs) read every record in the directory whatever the count says.
   */
  declaredCount?: number;
};

/**
 * Builds a zip archive whose headers can lie about an entry's inflated size, the way a
 * decompression bomb does, or about how many entries it holds. CRCs are only written for entries
 * given as plain bytes.
 */
export function buildZip(entries: readonly ZipEntrySpec[], lies: ZipLies = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflated?.bytes ?? deflateRawSync(entry.bytes ?? Buffer.alloc(0));
    const size = entry.declaredSize ?? entry.deflated?.size ?? entry.bytes?.length ?? 0;
    const crc = entry.bytes ? crc32(entry.bytes) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = lies.declaredCount ?? entries.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * `size` zero bytes, deflated as a stream so that the test itself never holds them: 200 MB of
 * zeros deflate to about 200 kB.
 */
export async function deflatedZeros(size: number): Promise<{ bytes: Buffer; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, size - written));
    if (!deflater.write(piece))
      await new Promise<void>((resolve) => deflater.once('drain', () => resolve()));
  }
  deflater.end();
  await done;
  return { bytes: Buffer.concat(chunks), size };
}
