/**
 * The published-app viewer is its own entry and never loads editor code (STYLE.md). This checks the
 * built bundle: every chunk the viewer entry can load, statically or later, holds no code of the
 * editor, the dashboard or the settings forms. Vite runs it on each build (viewerBundleGuard).
 */

/**
 * Source paths (relative to the repository) whose code must never reach the viewer: the editor is
 * a folder (`features/editor/`: the block editor, the app editor), as are the dashboard, the
 * publishing dialogs and the board editor; then the full app's shell and the settings forms,
 * React Router (the viewer moves between its pages with the browser's history), and Zod (the
 * server reads block settings through their schemas before serving them, so the viewer draws them
 * as they come: servedBlockSettings in libs/blocks).
 */
export const EDITOR_ONLY_SOURCES: readonly RegExp[] = [
  /^apps\/web\/src\/features\/(editor|dashboard|publishing|board)\//,
  /^apps\/web\/src\/app\/(router|store|rootSaga|guards|dashboardPages)\.tsx?$/,
  /^libs\/blocks\/src\/settings\//,
  /^node_modules\/react-router(-dom)?\//,
  /^node_modules\/zod\//,
];

/** The parts of a Rollup/Rolldown output chunk the check reads. */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: Readonly<Record<string, { renderedLength: number }>>;
};
export type BundleFile = BundleChunk | { type: 'asset'; fileName: string };

/** The file names of the chunks an entry loads: its own and every static or dynamic import. */
export function chunksReachableFrom(
  bundle: Readonly<Record<string, BundleFile>>,
  entryFile: string,
): string[] {
  const seen = new Set<string>();
  const queue = [entryFile];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...seen];
}

/** A module id as a path from the repository root, without Vite's query or virtual prefix. */
function repoPath(moduleId: string, repoRoot: string): string {
  const path = moduleId.replace(/^\0/, '').split('?', 1)[0] ?? '';
  const root = repoRoot.endsWith('/') ? repoRoot : `${repoRoot}/`;
  return path.startsWith(root) ? path.slice(root.length) : path;
}

/**
 * The editor-only modules whose code ships in a chunk the entry whose facade ends with `entryName`
 * (e.g. 'viewer.html') can load; modules tree-shaken to nothing do not count. Throws when the
 * entry is missing, so a renamed entry cannot pass unchecked.
 */
export function editorCodeInEntry(
  bundle: Readonly<Record<string, BundleFile>>,
  entryName: string,
  repoRoot: string,
): { chunk: string; module: string }[] {
  const entry = Object.values(bundle).find(
    (file): file is BundleChunk =>
      file.type === 'chunk' && file.isEntry && (file.facadeModuleId ?? '').endsWith(entryName),
  );
  if (!entry) throw new Error(`The bundle has no entry named ${entryName}.`);
  const found: { chunk: string; module: string }[] = [];
  for (const fileName of chunksReachableFrom(bundle, entry.fileName)) {
    const chunk = bundle[fileName] as BundleChunk;
    for (const [id, module] of Object.entries(chunk.modules)) {
      const path = repoPath(id, repoRoot);
      if (module.renderedLength > 0 && EDITOR_ONLY_SOURCES.some((rule) => rule.test(path)))
        found.push({ chunk: fileName, module: path });
    }
  }
  return found;
}
