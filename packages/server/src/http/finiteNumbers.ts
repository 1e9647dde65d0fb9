import type { preHandlerHookHandler } from 'fastify';
import { badRequest } from './errors.ts';

/** The first number in `value` that is not finite, as a dot-separated path; null when there is none. */
function nonFiniteAt(value: unknown, part: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'number' && !Number.isFinite(next.value)) return next.path || part;
    if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Ajv coerces the text "1e309" or "Infinity" to Infinity for an integer or number field and then skips
 * `minimum`/`maximum` for it (its bound checks only look at finite numbers), so `?from=Infinity` passed validation
 * and reached SQL as a 500. Runs after validation, on the values handlers will see. TypeBox, which the fake uses,
 * already refuses these.
 */
export const refuseNonFiniteNumbers: preHandlerHookHandler = async (request) => {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const field = nonFiniteAt(value, part);
    if (field) throw badRequest(`${field}: must be a finite number`, [{ field, message: 'must be a finite number' }]);
  }
};
