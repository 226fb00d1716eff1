/**
 * What an owner may put in a request header an API call sends (RFC 9110 field names and values).
 * A line break would start another header of the owner's choosing on the wire, and the server
 * sets the connection and framing headers itself.
 */

/** Header names the owner may not set: hop-by-hop (Proxy-* below too), host and framing. */
const RESERVED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** RFC 9110 `token`: the characters of a field name. */
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Printable ASCII: no line break, tab or other control character, nothing a client may mangle. */
const FIELD_VALUE = /^[\x20-\x7e]*$/;

export const HEADER_NAME_MESSAGE =
  "A header name may hold only letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ (no spaces, colons or line breaks).";
export const headerNotAllowedMessage = (name: string) =>
  `The ${name} header is set by the server and cannot be chosen here.`;
export const TOKEN_CHARACTERS_MESSAGE =
  'The token may hold only printable ASCII characters: no line breaks or other control characters.';

/** Why this header name cannot be used, or null when it can. */
export function headerNameProblem(name: string): string | null {
  if (!FIELD_NAME.test(name)) return HEADER_NAME_MESSAGE;
  const lower = name.toLowerCase();
  if (RESERVED_HEADERS.has(lower) || lower.startsWith('proxy-'))
    return headerNotAllowedMessage(name);
  return null;
}

/** Whether this text may be sent as a header value. */
export function isHeaderValue(value: string): boolean {
  return FIELD_VALUE.test(value);
}
