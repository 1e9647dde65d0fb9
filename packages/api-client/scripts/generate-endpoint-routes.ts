/**
 * Writes src/contract/endpointRoutes.ts from the contract's declarations: each endpoint's route only, so the
 * browser's bundle need not carry the schemas. Run after changing an endpoint:
 *   npm run generate:routes -w @parley/api-client
 * (test/endpointRoutes.test.ts fails while the file is out of date.)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { endpointRoutesSource } from '../src/contract/endpointRoutesSource.ts';

const target = fileURLToPath(new URL('../src/contract/endpointRoutes.ts', import.meta.url));
// Formatted as the repository's other sources are.
const options = { ...(await resolveConfig(target)), filepath: target };
writeFileSync(target, await format(endpointRoutesSource(), options));
console.log(`wrote ${target}`);
