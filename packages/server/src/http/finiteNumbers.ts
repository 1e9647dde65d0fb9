import type { preHandlerHookHandler } from 'fastify';
import { firstInValue, validationFailure, type EndpointDef } from '@parley/api-client/contract';
import { badRequest } from './errors.ts';

const isNumberType = (type: unknown) => type === 'number' || type === 'integer';

/** Whether a schema declares a number anywhere in it (only there can Ajv turn text into a number). */
const declaresNumbers = (schema: unknown): boolean =>
  firstInValue(schema, '', (node) =>
    typeof node === 'object' && node !== null && 'type' in node && [node.type].flat().some(isNumberType) ? true : null,
  ) !== null;

/**
 * Ajv coerces the text "1e309" or "Infinity" to Infinity for an integer or number field and then skips
 * `minimum`/`maximum` for it (its bound checks only look at finite numbers), so `?from=Infinity` passed validation
 * and reached SQL as a 500. Runs after validation, on the values handlers will see, on the endpoints whose schemas
 * declare a number. TypeBox, which the fake uses, already refuses these.
 */
export function finiteNumbersGuard(def: EndpointDef): preHandlerHookHandler | undefined {
  if (![def.params, def.query, def.body].some(declaresNumbers)) return undefined;
  return async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = firstInValue(value, part, (node, at) =>
        typeof node === 'number' && !Number.isFinite(node) ? at : null,
      );
      if (field) {
        const { message, errors } = validationFailure([{ field: field === part ? '' : field, rule: 'finite' }], part);
        throw badRequest(message, errors);
      }
    }
  };
}
