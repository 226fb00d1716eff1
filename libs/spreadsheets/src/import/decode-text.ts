/**
 * Decodes an uploaded text file: UTF-8 (BOM or not), UTF-16 with a BOM, and Windows-1252 for
 * files that are not valid UTF-8 (older Excel "CSV" exports). Returns null for binary content.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const text = decode(bytes);
  return looksBinary(text) ? null : text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// Tab, line feed, vertical tab, form feed and carriage return occur in text files; other C0
// control characters (NUL above all) mean the bytes are not text.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000e-\u001f]/g;

function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(controlCharacters)?.length ?? 0;
  return controls > Math.max(2, text.length / 1000);
}
