/** One range of bytes, both ends included. */
export type ByteRange = { start: number; end: number };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The bytes a `Range` header asks for of a file of `size` bytes (RFC 9110 §14.1.2): `start-end`,
 * `start-` or the last `-n`, the end cut to the file's. A header this server does not serve (other
 * units, several ranges, garbage) gets the whole file, as the RFC allows; a range that starts past
 * the end is unsatisfiable.
 */
export function byteRange(header: string, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
