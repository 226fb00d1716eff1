import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The all-in-one server: an image of its own, but no process of the split mode. */
export const ALL_IN_ONE_APP = 'server';
/** The gateway of the split mode: it also runs the migrations. */
export const GATEWAY_APP = 'gateway';
/** The browser app: built into the server and gateway images, never run as a process. */
const WEB_APP = 'web';

/**
 * The apps that run as a Node process, read from the repository rather than listed, so a new
 * service without an image or a Compose entry fails the checks: every `apps/<name>` with a
 * `src/main.ts`, the web app aside.
 */
export function processApps(root: string): string[] {
  return readdirSync(join(root, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== WEB_APP)
    .filter((entry) => existsSync(join(root, 'apps', entry.name, 'src', 'main.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The processes of the split mode: the gateway and every service. */
export function splitProcesses(root: string): string[] {
  return processApps(root).filter((name) => name !== ALL_IN_ONE_APP);
}
