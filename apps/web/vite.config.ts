import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress.js';
import { viewerBudgetGuard } from './build/viewerBudgetGuard.js';
import { viewerBundleGuard } from './build/viewerBundleGuard.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Workspace libraries are consumed from source through the `tessera-source` export condition.
// Two entries: index.html (dashboard, editor and everything else) and viewer.html (the published
// app's viewer, which the server sends to an app's visitors and which never loads editor code).
export default defineConfig({
  plugins: [react(), viewerBundleGuard(repoRoot), precompressAssets(), viewerBudgetGuard()],
  resolve: { conditions: ['tessera-source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        viewer: fileURLToPath(new URL('viewer.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/v3': 'http://localhost:3000' },
  },
});
