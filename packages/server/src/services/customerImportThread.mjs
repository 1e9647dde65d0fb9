// Worker-thread entry of the CSV import: the thread starts as plain Node, so it loads TypeScript the way
// bin/parley.mjs does (tsx, plus the `source` export condition so @parley/api-client resolves to its src).
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

const addSourceCondition = `
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('source') ? context.conditions : [...context.conditions, 'source'];
  return nextResolve(specifier, { ...context, conditions });
}`;
register(`data:text/javascript,${encodeURIComponent(addSourceCondition)}`, import.meta.url);
registerTsx();

await import('./customerImportThread.ts');
