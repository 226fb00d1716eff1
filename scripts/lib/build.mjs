import { bin, root } from './paths.mjs';
import { runStep } from './processes.mjs';

/** Nx without its daemon, cloud, terminal UI or prompts: the same on a laptop, in CI and in Docker. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/**
 * Builds every project: the libraries and servers with SWC (file by file, so no build needs
 * another's output) and the web app with Vite. The server loads each library from its dist/ through
 * the workspace symlinks, so all of them must be built; building all projects is simpler and safer
 * than following the dependency graph, whose test imports form cycles. Nx caches each project by
 * its inputs, so a second start only rebuilds what changed.
 */
export async function buildAll() {
  console.log('Building Tessera (cached: only what changed since the last build is rebuilt)...');
  const started = Date.now();
  await runStep(
    'The build',
    process.execPath,
    [bin.nx, 'run-many', '-t', 'build', '--outputStyle=static'],
    { cwd: root, env: nxEnv, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
