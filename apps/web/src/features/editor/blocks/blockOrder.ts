/**
 * The block ids after moving one block past its neighbour among the shown blocks (a section shows
 * only some): the two swap places in the full list. Null when there is no neighbour that way or
 * the neighbour cannot move (an app's header and footer stay first and last).
 */
export function movedBlockIds(
  allIds: readonly string[],
  shownIds: readonly string[],
  blockId: string,
  direction: -1 | 1,
  isFixed: (id: string) => boolean = () => false,
): string[] | null {
  const shownIndex = shownIds.indexOf(blockId);
  const neighbour = shownIds[shownIndex + direction];
  if (shownIndex === -1 || neighbour === undefined || isFixed(neighbour) || isFixed(blockId))
    return null;
  const from = allIds.indexOf(blockId);
  const to = allIds.indexOf(neighbour);
  if (from === -1 || to === -1) return null;
  const ids = [...allIds];
  ids[from] = neighbour;
  ids[to] = blockId;
  return ids;
}

/**
 * The block ids after dropping a block before or after another (drag and drop): it leaves its
 * place and takes one beside the target. Null when nothing would change, or when either block
 * cannot move (an app's header and footer).
 */
export function droppedBlockIds(
  allIds: readonly string[],
  blockId: string,
  targetId: string,
  after: boolean,
  isFixed: (id: string) => boolean = () => false,
): string[] | null {
  if (blockId === targetId || isFixed(blockId) || isFixed(targetId)) return null;
  if (!allIds.includes(blockId) || !allIds.includes(targetId)) return null;
  const ids = allIds.filter((id) => id !== blockId);
  ids.splice(ids.indexOf(targetId) + (after ? 1 : 0), 0, blockId);
  return ids.every((id, index) => id === allIds[index]) ? null : ids;
}
