import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { broadcastFormProblems, type BroadcastFormValues, type BroadcastTemplateInfo } from './broadcastFormModel.ts';

/** What the checks need beyond the values: the chosen template, and the customer master's columns once known. */
export interface BroadcastFormContext {
  info: BroadcastTemplateInfo | undefined;
  columns: ReadonlySet<string> | null;
}

/**
 * The sender's validation is the contract's broadcast rules (the server's and the fake's), so a refusal here says
 * what a send would answer, in the same words.
 */
export const broadcastFormResolver: Resolver<BroadcastFormValues, BroadcastFormContext> = (
  values,
  context,
  options,
) => {
  const problems = broadcastFormProblems(values, context?.info, context?.columns ?? null);
  const entries = Object.entries(problems);
  if (!entries.length) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [field, message] of entries) flat[field] = { type: 'rule', message };
  return { values: {}, errors: toNestErrors(flat, options) };
};
