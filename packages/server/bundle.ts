import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

const SERVER_DIR = dirname(fileURLToPath(import.meta.url));
/**
 * The worker threads, each built beside the entries: bundle name, source (beside the code that starts it), and the
 * constant through which that code finds the built file.
 */
const THREADS = [
  {
    bundle: 'customer-import-thread',
    source: join(SERVER_DIR, 'src/areas/customers/services/customerImportThread.ts'),
    constant: 'BUILT_IMPORT_THREAD',
  },
  {
    bundle: 'agent-training-thread',
    source: join(SERVER_DIR, 'src/areas/bots/services/agentTrainingThread.ts'),
    constant: 'BUILT_TRAINING_THREAD',
  },
];

/** `path` as seen from `from`, with forward slashes (a URL's). */
const urlPath = (from: string, path: string) => relative(from, path).split('\\').join('/');

/**
 * Every workspace module's `import.meta.url` stays its source file's (relative to the bundle, so a checkout that
 * moves keeps working): what the code finds beside itself (migrations, the PGlite init script, the console's
 * build, the NLU model) is found where it is.
 */
const sourceLocations = (outDir: string): Plugin => ({
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async ({ path }) => {
      const location = `new URL(${JSON.stringify(urlPath(outDir, path))}, import.meta.url).href`;
      const contents = (await readFile(path, 'utf8')).replaceAll('import.meta.url', location);
      // import.meta.dirname, .filename or .resolve would silently answer for the bundle's folder instead.
      const other = /import\.meta\.(?!url\b)\w+/.exec(contents);
      if (other)
        throw new Error(`${path}: use import.meta.url (the build keeps it at the source file), not ${other[0]}`);
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * How the server is built into plain JavaScript (`npm start`, and the customer benchmark's server process): our
 * workspace packages bundled, npm packages left in node_modules, the worker threads (CSV import, agent training)
 * built beside the entries, so no TypeScript compiler is loaded at run time (it cost ~85 MB of resident memory at idle).
 */
export function serverBundle(outDir: string, entry: Record<string, string>): Options {
  return {
    entry: { ...entry, ...Object.fromEntries(THREADS.map((t) => [t.bundle, t.source])) },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outExtension: () => ({ js: '.mjs' }),
    skipNodeModulesBundle: true,
    noExternal: [/^@parley\//],
    esbuildPlugins: [sourceLocations(outDir)],
    esbuildOptions(options) {
      options.conditions = ['@parley/source'];
      // Seen from the thread's source folder, as customerImportThreadedBatches.ts resolves it (see sourceLocations).
      options.define = {
        ...options.define,
        ...Object.fromEntries(
          THREADS.map((t) => [t.constant, JSON.stringify(urlPath(dirname(t.source), join(outDir, `${t.bundle}.mjs`)))]),
        ),
      };
    },
  };
}

export const SERVER_DIST = resolve(SERVER_DIR, 'dist');
