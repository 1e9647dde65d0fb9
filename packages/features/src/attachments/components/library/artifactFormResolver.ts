import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { checkArtifact } from '@parley/api-client';
import { artifactSaveOf, coordinateOf, formFieldOf, type ArtifactFormValues } from './artifactFormModel.ts';

const COORDINATE_RANGES = { latitude: 90, longitude: 180 } as const;

/**
 * The dialog's validation is the contract's own rule (checkArtifact, as the server and the fake apply it), so the
 * messages shown are those a save would answer. The rule stops at the first problem; the name is checked on its
 * own so a missing name and a missing address show together. Coordinates are checked here for being numbers.
 */
export const artifactFormResolver: Resolver<ArtifactFormValues> = (values, _context, options) => {
  const flat: Record<string, FieldError> = {};
  // A rule's path the dialog has no field for is shown on the name, the field every kind has.
  const add = (field: string | undefined, message: string) => (flat[field ?? 'name'] ??= { type: 'rule', message });

  const save = artifactSaveOf(values);
  const first = checkArtifact(save);
  if (!first.ok) {
    add(formFieldOf(first.field), first.message);
    if (first.field === 'data.name') {
      const rest = checkArtifact({ ...save, data: { ...save.data, name: 'named' } });
      if (!rest.ok) add(formFieldOf(rest.field), rest.message);
    }
  }
  if (values.kind === 'LOCATION') {
    const typed = (['latitude', 'longitude'] as const).filter((field) => coordinateOf(values[field]) !== undefined);
    for (const field of typed) {
      const limit = COORDINATE_RANGES[field];
      if (!(Math.abs(coordinateOf(values[field])!) <= limit))
        add(field, `Enter a ${field} between -${limit} and ${limit}`);
    }
    // A point needs both halves; one alone would be dropped without a word.
    if (typed.length === 1)
      add(typed[0] === 'latitude' ? 'longitude' : 'latitude', 'Enter both latitude and longitude');
  }
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(flat, options) };
};
