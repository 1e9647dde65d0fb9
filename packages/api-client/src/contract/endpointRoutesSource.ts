import { routeOf } from './endpointRoute.ts';
import type { EndpointDef } from './endpoint.ts';
import { endpoints } from './index.ts';

/** The text of endpointRoutes.ts for the contract as declared now (ids in declaration order). */
export function endpointRoutesSource(): string {
  const entries = Object.entries(endpoints as Record<string, EndpointDef>).map(([id, def]) => {
    const fields = Object.entries(routeOf(def)).map(([key, value]) => `${key}: '${value}'`);
    return `  ${id}: { ${fields.join(', ')} },`;
  });
  return [
    '// Generated from the contract by scripts/generate-endpoint-routes.ts: do not edit (test/endpointRoutes.test.ts',
    '// checks it against the declarations).',
    "import type { EndpointRoute } from './endpointRoute.ts';",
    "import type { EndpointId } from './index.ts';",
    '',
    "/** Each endpoint's route, for clients: see endpointRoute.ts. */",
    'export const ENDPOINT_ROUTES: Readonly<Record<EndpointId, EndpointRoute>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
