import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is libs/deployment/src/support/paths.ts, or its dist copy). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const CHART_DIR = join(REPOSITORY_ROOT, 'charts', 'tessera');
export const KUSTOMIZE_DIR = join(REPOSITORY_ROOT, 'k8s');

/**
 * The processes of the split mode, from the apps folder: every app with a `src/main.ts` but the
 * web app and the all-in-one server. A new service without its Deployment fails the checks.
 */
export function splitModeProcesses(): string[] {
  const apps = join(REPOSITORY_ROOT, 'apps');
  return readdirSync(apps)
    .filter(
      (name) => !['web', 'server'].includes(name) && existsSync(join(apps, name, 'src', 'main.ts')),
    )
    .sort();
}
