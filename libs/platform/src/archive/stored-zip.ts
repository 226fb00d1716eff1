import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;
const VERSION = 20;
const LOCAL_SIZE = 30;
const DIRECTORY_SIZE = 46;
const END_SIZE = 22;

/**
 * Packs files into a new zip archive without compression (method 0, "stored"), in the order
 * given: local headers and data, one central directory, one end record, nothing else. A reader
 * handed this archive sees exactly these bytes, whatever the archive they came from held.
 *
 * Files are copied into one buffer of the exact size and dropped from `files` as they are
 * copied, so the caller need not keep both. The archive fills its own ArrayBuffer.
 */
export function buildStoredZip(files: Map<string, Buffer>): Buffer<ArrayBuffer> {
  const parts = [...files].map(([name, bytes]) => ({ name: Buffer.from(name), bytes }));
  if (parts.length > 0xffff) throw new RangeError('A stored zip holds at most 65,535 files.');
  const dataSize = parts.reduce((sum, p) => sum + LOCAL_SIZE + p.name.length + p.bytes.length, 0);
  const directorySize = parts.reduce((sum, p) => sum + DIRECTORY_SIZE + p.name.length, 0);
  if (dataSize + directorySize > 0xffffffff) throw new RangeError('A stored zip holds < 4 GB.');
  const zip = Buffer.from(new ArrayBuffer(dataSize + directorySize + END_SIZE));

  let at = 0;
  let directoryAt = dataSize;
  for (const part of parts) {
    const header = {
      crc: crc32(part.bytes),
      size: part.bytes.length,
      nameLength: part.name.length,
    };
    writeLocalHeader(zip, at, header);
    part.name.copy(zip, at + LOCAL_SIZE);
    part.bytes.copy(zip, at + LOCAL_SIZE + part.name.length);
    writeDirectoryEntry(zip, directoryAt, header, at);
    part.name.copy(zip, directoryAt + DIRECTORY_SIZE);
    files.delete(part.name.toString());
    part.bytes = Buffer.alloc(0);
    at += LOCAL_SIZE + part.name.length + header.size;
    directoryAt += DIRECTORY_SIZE + part.name.length;
  }
  writeEndRecord(zip, directoryAt, { count: parts.length, directorySize, directoryOffset: at });
  return zip;
}

type Header = { crc: number; size: number; nameLength: number };

function writeLocalHeader(zip: Buffer, at: number, { crc, size, nameLength }: Header): void {
  zip.writeUInt32LE(LOCAL_HEADER, at);
  zip.writeUInt16LE(VERSION, at + 4);
  zip.writeUInt16LE(UTF8_NAMES, at + 6);
  // Method 0 (stored), time and date 0: left as allocated.
  zip.writeUInt32LE(crc, at + 14);
  zip.writeUInt32LE(size, at + 18);
  zip.writeUInt32LE(size, at + 22);
  zip.writeUInt16LE(nameLength, at + 26);
}

function writeDirectoryEntry(zip: Buffer, at: number, header: Header, localOffset: number): void {
  zip.writeUInt32LE(DIRECTORY_ENTRY, at);
  zip.writeUInt16LE(VERSION, at + 4);
  zip.writeUInt16LE(VERSION, at + 6);
  zip.writeUInt16LE(UTF8_NAMES, at + 8);
  zip.writeUInt32LE(header.crc, at + 16);
  zip.writeUInt32LE(header.size, at + 20);
  zip.writeUInt32LE(header.size, at + 24);
  zip.writeUInt16LE(header.nameLength, at + 28);
  zip.writeUInt32LE(localOffset, at + 42);
}

type End = { count: number; directorySize: number; directoryOffset: number };

function writeEndRecord(zip: Buffer, at: number, end: End): void {
  zip.writeUInt32LE(END_OF_DIRECTORY, at);
  zip.writeUInt16LE(end.count, at + 8);
  zip.writeUInt16LE(end.count, at + 10);
  zip.writeUInt32LE(end.directorySize, at + 12);
  zip.writeUInt32LE(end.directoryOffset, at + 16);
}
