import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompressAssets } from './build/precompress.js';
import { serverRendererGuard } from './build/serverRendererGuard.js';
import { stylesheetsFirstPlugin } from './build/stylesheetsFirst.js';
import { viewerBudgetGuard } from './build/viewerBudgetGuard.js';
import { viewerBundleGuard } from './build/viewerBundleGuard.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the server renderer of published pages is built (`vite build --ssr`), inside dist: the
 * gateway loads dist/ssr/renderPublishedPage.js (PAGE_RENDERER_FILE in libs/tenancy).
 */
const SSR_OUT_DIR = 'dist/ssr';

/**
 * The controls every rows block (list, table, grid, datalist) shares: one chunk, fetched once.
 * Left to itself the bundler splits them by which blocks import each, and every extra chunk costs
 * the viewer a request and its own compression overhead. An allowlist: nothing here may import
 * what the viewer must not carry (zod, the markdown parser).
 */
const ROWS_BLOCK_CONTROLS =
  /libs[\\/]blocks[\\/]src[\\/](shared[\\/](PageButtons|Pagination|RowsFooter|RowsToolbar|FilterBar|filterBar|SearchBox|SortSelect|sorting|permissions|rowActions|RowActions|RowDetails|RowDetailsDialog|EditableCell|FieldControl|FieldInput|FileUpload|fields)|table[\\/](tableColumns|AddRowForm|EditRowForm))\.tsx?$/;

// Workspace libraries are consumed from source through the `tessera-source` export condition.
// Two entries: index.html (dashboard, editor and everything else) and viewer.html (the published
// app's viewer, which the server sends to an app's visitors and which never loads editor code).
// The second build (`--ssr`) is the viewer's server renderer, which the gateway loads to draw
// published pages: the same components, bundled with what they import (it runs from dist alone).
export default defineConfig(({ isSsrBuild }): UserConfig =>
  isSsrBuild
    ? {
        plugins: [react(), serverRendererGuard()],
        // The service worker and the other public files are the browser build's.
        publicDir: false,
        // React's production server renderer whatever NODE_ENV the server runs with: no
        // development checks, and no stack traces in the HTML of a block that failed to draw.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: {
          noExternal: true,
          target: 'node',
          resolve: { conditions: ['tessera-source', 'module', 'node', 'development|production'] },
        },
        build: {
          outDir: SSR_OUT_DIR,
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: {
            input: { renderPublishedPage: 'src/viewer-entry/renderPublishedPage.tsx' },
            output: { format: 'es', entryFileNames: '[name].js' },
          },
        },
      }
    : {
        plugins: [
          react(),
          stylesheetsFirstPlugin(),
          viewerBundleGuard(repoRoot),
          precompressAssets(),
          viewerBudgetGuard(),
        ],
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
            output: {
              codeSplitting: {
                groups: [{ name: 'rows-block-controls', test: ROWS_BLOCK_CONTROLS }],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': 'http://localhost:3000', '/v3': 'http://localhost:3000' },
        },
      },
);
