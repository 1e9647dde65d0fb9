import { defineConfig } from 'vite';

// Bundles .tarballs/probe/entry.js (Button and TextField from @parley/ui) as a library, peers left out, to show
// what a host importing two primitives downloads.
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: '.tarballs/probe/dist',
    emptyOutDir: true,
    minify: true,
    lib: { entry: '.tarballs/probe/entry.js', formats: ['es'], fileName: 'probe' },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/] },
  },
});
