import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain host: no workspace conditions, so the @parley packages resolve to what their tarballs ship (dist).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
