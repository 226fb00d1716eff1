/** The rules for where blocks sit in their board or page (editor-viewer-shell §4, editing a block). */

export type ContainerKind = 'board' | 'page';

/**
 * The index a new block is inserted at. On a board: the requested position, else the end. On a
 * page: never after the footer (the last block of type footer), so a new block lands above it.
 */
export function insertionIndex(
  kind: ContainerKind,
  blocks: readonly { type: string }[],
  requested?: number,
): number {
  const limit = kind === 'page' ? footerIndex(blocks) : blocks.length;
  return requested === undefined ? limit : Math.min(requested, limit);
}

function footerIndex(blocks: readonly { type: string }[]): number {
  const index = blocks.findLastIndex((block) => block.type === 'footer');
  return index === -1 ? blocks.length : index;
}

/** True when `ids` lists every one of `existing` exactly once, in any order. */
export function isPermutationOf(ids: readonly string[], existing: readonly string[]): boolean {
  if (ids.length !== existing.length) return false;
  const wanted = new Set(ids);
  return wanted.size === ids.length && existing.every((id) => wanted.has(id));
}
