// ESM-only packages that CommonJS dependencies `require()`. Node 20.19+ allows that, Jest's module
// loader does not; scripts/jest.mjs compiles each to a CommonJS copy and jest.config.mjs maps the
// package name to it. Add a name here when a test fails with "Must use import to load ES Module".
// See docs/decisions/0004-jest-commonjs-copies.md.
export const esmOnlyRequiredFromCjs = ['cookie', 'content-disposition'];

export const esmCopiesDir = 'node_modules/.cache/tessera-jest';

/** moduleNameMapper entries sending each package to its CommonJS copy. */
export function esmCopyMapper() {
  return Object.fromEntries(
    esmOnlyRequiredFromCjs.map((name) => [
      `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
      `<rootDir>/${esmCopiesDir}/${name}.cjs`,
    ]),
  );
}
