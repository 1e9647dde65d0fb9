import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'hooks/index': 'src/hooks/index.ts',
    'fake/index': 'src/fake/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'msw', '@sinclair/typebox'],
});
