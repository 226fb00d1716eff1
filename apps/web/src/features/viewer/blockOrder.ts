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
