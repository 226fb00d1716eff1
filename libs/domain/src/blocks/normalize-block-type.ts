/**
 * Older blocks were stored as `score_card`; the spec normalises it to `scorecard`. A module of its
 * own: the published viewer needs it, and not the block catalogue beside it (block-types.ts).
 */
export function normalizeBlockType(type: string): string {
  return type === 'score_card' ? 'scorecard' : type;
}
