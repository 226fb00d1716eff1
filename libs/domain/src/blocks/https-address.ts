/**
 * The one form of address the blocks that show another site's content accept (the iframe, video
 * and audio blocks): https only. Zod-free: the published viewer reads it.
 */

/**
 * An https address: a host of letters, digits, dots and hyphens (an international name pasted in
 * its xn-- form), an optional port, then a path, query or fragment without spaces, quotes or control
 * characters. No user@ part, so what the owner sees is the host that is framed or played.
 */
const HTTPS_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\`\p{Cc}]*)?$/iu;

/** `value` when it is an https address, else null. */
export function httpsAddress(value: string): string | null {
  const trimmed = value.trim();
  return HTTPS_ADDRESS.test(trimmed) ? trimmed : null;
}
