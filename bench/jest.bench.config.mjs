import { fileURLToPath } from 'node:url';
import base from '../jest.config.mjs';

// Benchmarks run as Jest files so that server code compiles exactly as in the tests (SWC with
// decorator metadata). This config is separate from jest.config.mjs: `npm test` never runs them.
const [{ extensionsToTreatAsEsm, transform, moduleNameMapper, testEnvironment }] = base.projects;

export default {
  // A benchmark may take up to two minutes; a busy machine needs headroom.
  testTimeout: 300_000,
  projects: [
    {
      extensionsToTreatAsEsm,
      transform,
      moduleNameMapper,
      testEnvironment,
      rootDir: fileURLToPath(new URL('..', import.meta.url)),
      displayName: 'bench',
      testMatch: ['<rootDir>/bench/**/*.bench.ts'],
    },
  ],
};
