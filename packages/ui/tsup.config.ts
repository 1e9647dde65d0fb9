import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Each component is an entry of its own, so the build keeps one module per component and the root index only
// re-exports them. With `sideEffects: false` a host's bundler then drops every component it does not import;
// one bundled index would keep them all (styled-components' tagged templates are calls it cannot prove pure).
const components = Object.fromEntries(
  readdirSync('src/components').map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', editor: 'src/editor.ts', charts: 'src/charts.ts', ...components },
  format: ['esm'],
  splitting: true,
  // Types for the public entry points only. tsup 8 (the last that runs on Node 20) sets `baseUrl` for its
  // declaration build, which TypeScript 6 deprecates.
  dts: { entry: ['src/index.ts', 'src/editor.ts', 'src/charts.ts'], compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});
