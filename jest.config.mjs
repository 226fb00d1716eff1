import { esmCopyMapper } from './scripts/jest-esm-copies.mjs';

// One Jest config, three projects: `unit` (*.spec.ts, no I/O), `integration` (*.int-spec.ts, real
// databases) and `processes` (*.process-spec.ts, the built split stack's processes). All compile
// TypeScript with SWC, keeping decorator metadata for Nest's injection.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // CommonJS copies of ESM-only packages that CommonJS dependencies require (see scripts/jest.mjs).
    ...esmCopyMapper(),
    '^@tessera/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    // Stylesheets a component imports are the bundler's to load; under test they are nothing.
    '\\.css$': '<rootDir>/scripts/jest-stylesheet.mjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  rootDir: '.',
};

export default {
  // Integration hooks open databases (PGlite ~5 s on a busy machine); Jest reads this only at the top level.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
    },
    {
      ...shared,
      // Fault tests against the split stack's real processes (the built apps): run after a build.
      displayName: 'processes',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.process-spec.ts'],
    },
  ],
};
