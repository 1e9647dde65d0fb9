import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The console's first page must stay small: the hooks and the client call through the generated routes, and the
// contract's schemas (TypeBox, about 30 KB gzip) stay with the server and the fake. One value import of a schema
// module is enough to pull them back in, so this walks what the browser's entry points load at run time.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const BROWSER_ENTRIES = ['hooks/index.ts', 'client/index.ts'];
const SCHEMA_PACKAGE = '@sinclair/typebox';

// `import type` and `export type` are erased; every other import or re-export loads its module.
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Each module the entry loads, with the chain that reached it. */
function runtimeGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!file.startsWith('/')) continue;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier;
      if (reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, target]);
      queue.push(target);
    }
  }
  return reached;
}

describe('what the browser loads from api-client', () => {
  it.each(BROWSER_ENTRIES)('%s reaches no schema module', (entry) => {
    const graph = runtimeGraph(resolve(src, entry));
    const chain = graph.get(SCHEMA_PACKAGE)?.map((file) => file.replace(`${src}/`, ''));
    expect(chain, 'the import chain that loads TypeBox').toBeUndefined();
  });

  it('would see TypeBox through the contract (the walk can fail)', () => {
    expect(runtimeGraph(resolve(src, 'contract/index.ts')).has(SCHEMA_PACKAGE)).toBe(true);
  });
});
