import { defineConfig } from 'tsup';
import pkg from './package.json' with { type: 'json' };

const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'auth/index': 'src/auth/index.ts',
    'shell/index': 'src/shell/index.ts',
    'provider/index': 'src/provider/index.ts',
    'bots/index': 'src/bots/index.ts',
    'channels/index': 'src/channels/index.ts',
    'attachments/index': 'src/attachments/index.ts',
    'broadcasts/index': 'src/broadcasts/index.ts',
    'chat/index': 'src/chat/index.ts',
    'billing/index': 'src/billing/index.ts',
    'customer-master/index': 'src/customer-master/index.ts',
    'accounts/index': 'src/accounts/index.ts',
  },
  format: ['esm'],
  // tsup 8 (the last that runs on Node 20) sets `baseUrl` for its declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Every dependency and peer stays an import, including subpaths such as @parley/api-client/hooks.
  external: externals.map((name) => new RegExp(`^${name.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}(/.*)?$`)),
});
