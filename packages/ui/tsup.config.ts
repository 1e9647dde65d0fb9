import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/editor.ts', 'src/charts.ts'],
  format: ['esm'],
  // tsup 8 (the last that runs on Node 20) sets `baseUrl` for its declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});
