import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'hooks/index': 'src/hooks/index.ts',
    'fake/index': 'src/fake/index.ts',
  },
  format: ['esm'],
  // tsup 8 (the last that runs on Node 20) sets `baseUrl` for its declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'msw', '@sinclair/typebox'],
});
