/** An image reference split into its parts: `registry/name:tag@digest`. */
export type ImageReference = { name: string; tag: string | null; digest: string | null };

export function parseImageReference(reference: string): ImageReference {
  const [withoutDigest = '', digest = null] = reference.split('@');
  // A colon after the last slash separates the tag (one before it is a registry's port).
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash
    ? { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest }
    : { name: withoutDigest, tag: null, digest };
}

/**
 * Whether a reference names one release rather than a line that moves: a digest, or a tag with a
 * version finer than a major (`20.20.2-bookworm-slim`, `17.6`, `RELEASE.2025-04-22T22-12-26Z`).
 * No tag, `latest`, a bare major (`20`, `20-bookworm-slim`) or a name (`bookworm`) all move.
 */
export function isPinnedImage(reference: string): boolean {
  const { tag, digest } = parseImageReference(reference);
  if (digest) return true;
  if (!tag || tag === 'latest' || !/\d/.test(tag)) return false;
  return !/^v?\d+(?:-[A-Za-z][\w.-]*)?$/.test(tag);
}
