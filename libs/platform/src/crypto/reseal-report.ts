/**
 * What re-sealing one table's secrets with a new SECRETS_KEY did: rows sealed again, rows changed
 * by someone meanwhile (left for another run), and rows no key opens (their ids, for the operator).
 */
export type ResealReport = { resealed: number; changedMeanwhile: number; unreadable: string[] };

export const emptyResealReport = (): ResealReport => ({
  resealed: 0,
  changedMeanwhile: 0,
  unreadable: [],
});
