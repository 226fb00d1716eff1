import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
export const bin = {
  nx: join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'),
  playwright: join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
  drizzleKit: join(root, 'node_modules', 'drizzle-kit', 'bin.cjs'),
};
