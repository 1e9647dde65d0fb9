import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../src/contract/index.ts';
import { routeOf } from '../src/contract/endpointRoute.ts';
import { ENDPOINT_ROUTES } from '../src/contract/endpointRoutes.ts';

describe('the generated endpoint routes', () => {
  it('hold every endpoint of the contract, as declared (else: npm run generate:routes -w @parley/api-client)', () => {
    const declared = Object.fromEntries(
      Object.entries(endpoints as Record<string, EndpointDef>).map(([id, def]) => [id, routeOf(def)]),
    );
    expect(ENDPOINT_ROUTES).toEqual(declared);
  });
});
