import { defineConfig } from 'tsup';
import { scriptBuild } from './tsup.script.config.ts';

// The package: the script-tag build, and an ES module with types for apps that bundle the widget.
export default defineConfig([
  { ...scriptBuild, clean: true },
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    minify: true,
    target: 'es2019',
    sourcemap: true,
    // tsup 8 sets `baseUrl` for its declaration build, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  },
]);
