import { fileURLToPath } from 'node:url';

export {
  commitOf,
  writeFormatted,
  writePerformanceSection,
} from '../../scripts/lib/performance-doc.mjs';

/** The repository's root, from bench/support. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
