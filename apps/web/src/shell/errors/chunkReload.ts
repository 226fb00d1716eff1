import { SHELL_LIMITS } from '../shellLimits.js';

export const CHUNK_RELOAD_KEY = 'tessera_chunk_reload_at';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** A code chunk of an older deployment could not be loaded (the browser saw a stale index). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A failed chunk load reloads the page, at most once per minute so a broken deployment cannot
 * cause a reload loop. Records the reload when it allows one.
 */
export function claimChunkReload(storage: KeyValueStorage, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < SHELL_LIMITS.chunkReloadGuardMs)
    return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}
