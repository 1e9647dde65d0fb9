import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages expose their TypeScript through the `@parley/source` export condition (a name of our own:
// lexical publishes `source` too), so the app builds from source without building the packages first.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@parley/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
  },
  // Source maps for whoever debugs on the server: not referenced from the scripts, and not served.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
