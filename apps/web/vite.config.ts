import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Workspace libraries are consumed from source through the `tessera-source` export condition.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['tessera-source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/v3': 'http://localhost:3000' },
  },
});
