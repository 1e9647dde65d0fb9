// Lets plain Node run this package's TypeScript source with no build step: tsx compiles it, and a tiny resolve
// hook adds the `@parley/source` export condition so workspace packages (@parley/api-client/contract) resolve to their
// src. Imported first by the server's entry (bin/parley.mjs) and by the import worker thread, which starts as
// plain Node too.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

const addSourceCondition = `
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('@parley/source') ? context.conditions : [...context.conditions, '@parley/source'];
  return nextResolve(specifier, { ...context, conditions });
}`;
register(`data:text/javascript,${encodeURIComponent(addSourceCondition)}`, import.meta.url);
registerTsx();
