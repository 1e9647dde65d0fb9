import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/editor.ts', 'src/charts.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});
