const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

/** Nest 12 and PGlite are ESM-only, required from CommonJS: that needs Node 20.19 or later. */
export function requireSupportedNode() {
  if (major > 20 || (major === 20 && minor >= 19)) return;
  console.error(
    `Tessera needs Node.js 20.19 or later; this is ${process.version}. Install a current Node.js LTS (https://nodejs.org).`,
  );
  process.exit(1);
}
