#!/usr/bin/env node
// `npm start`: builds what changed, then runs the all-in-one server (apps/server) on the embedded
// adapters: PGlite under ./.tessera, in-process bus, queue and cache, media on disk. PORT and the
// other variables of libs/platform/src/config/config.ts pass through.
import { buildAll } from './lib/build.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { root, serverMain } from './lib/paths.mjs';
import { run, wasStopRequested } from './lib/processes.mjs';

requireSupportedNode();
await buildAll();
const code = await run(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  env: process.env,
});
// Stopped on request (Ctrl-C, `docker stop`): that is the normal end of a server, not a failure.
process.exitCode = wasStopRequested() && code !== 1 ? 0 : code;
