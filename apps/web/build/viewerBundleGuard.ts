import type { Plugin } from 'vite';
import { editorCodeInEntry } from './viewerBundle.js';

/**
 * Fails the build when editor code (or anything else only the full app loads, such as React Router)
 * can reach the published viewer's entry (viewer.html).
 */
export function viewerBundleGuard(repoRoot: string): Plugin {
  return {
    name: 'tessera:viewer-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = editorCodeInEntry(bundle, 'viewer.html', repoRoot);
      if (found.length > 0)
        this.error(
          `viewer.html loads editor code (or React Router, or Zod), which the published viewer must never do:\n${found
            .map(({ chunk, module }) => `  ${module} (in ${chunk})`)
            .join('\n')}`,
        );
    },
  };
}
