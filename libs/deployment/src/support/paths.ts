import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is libs/deployment/src/support/paths.ts, or its dist copy). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const CHART_DIR = join(REPOSITORY_ROOT, 'charts', 'tessera');
export const KUSTOMIZE_DIR = join(REPOSITORY_ROOT, 'k8s');
