/**
 * Whether this build wrote its bundle, for `closeBundle` hooks: Vite runs them after a failed build
 * too, when nothing was written to work on, and a hook failing then would hide the build's error.
 */
export function bundleWritten() {
  let written = false;
  return {
    /** Spread into the plugin: they note when the bundle has been written. */
    hooks: {
      buildStart() {
        written = false;
      },
      writeBundle() {
        written = true;
      },
    },
    written: () => written,
  };
}
