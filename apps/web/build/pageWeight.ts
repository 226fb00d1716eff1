import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) the weights are read from. */
export type BuildManifest = Readonly<
  Record<string, { file: string; imports?: readonly string[]; css?: readonly string[] }>
>;

/** What a browser downloads for a page, in bytes as the gateway sends them (brotli when it has it). */
export type PageWeight = { js: number; css: number; files: string[] };

/** A page's entry (viewer.html, index.html) and the chunks it loads on its way (a route, blocks). */
export type PageParts = readonly string[];

/**
 * The size a built file is served at: its `.br` copy when the build wrote one (apps/web/build/
 * precompress.ts writes them for every file it shrinks), else the file as it is.
 */
export function servedSize(distDir: string): (file: string) => number {
  return (file) => {
    const path = join(distDir, file);
    const compressed = `${path}.br`;
    return statSync(existsSync(compressed) ? compressed : path).size;
  };
}

/**
 * The JavaScript and CSS of a page made of these manifest keys and everything they import
 * statically (what the browser must have before the page is whole), each file counted once.
 */
export function pageWeight(
  manifest: BuildManifest,
  parts: PageParts,
  sizeOf: (file: string) => number,
): PageWeight {
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...parts];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk named ${key}.`);
    if (seen.has(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += sizeOf(file);
    else js += sizeOf(file);
  }
  return { js, css, files: [...files].sort() };
}

/** The manifest key of each block type's chunk (its renderer, libs/blocks/src/{folder}/{Name}Block.tsx). */
export function blockChunks(manifest: BuildManifest): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of Object.keys(manifest)) {
    const name = /libs\/blocks\/src\/[^/]+\/(\w+)Block\.tsx$/.exec(key)?.[1];
    if (name) found[name] = key;
  }
  return found;
}
