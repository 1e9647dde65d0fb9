import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message at a dotted path of react-hook-form's nested errors (`cards.1.buttons.0.text`). */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
