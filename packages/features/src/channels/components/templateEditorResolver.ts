import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { checkTemplate } from '@parley/api-client';
import { editorFieldOf, toSaveRequest, type EditorValues } from './templateEditorModel.ts';

/**
 * The editor's validation is the contract's own template rules (the server's and the fake's), so the messages the
 * editor shows as you type are the ones a save would answer.
 */
export const templateEditorResolver: Resolver<EditorValues> = (values, _context, options) => {
  const issues = checkTemplate(toSaveRequest(values));
  if (!values.channelId) issues.unshift({ field: 'channelId', message: 'Channel is required' });
  if (!issues.length) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = editorFieldOf(issue);
    flat[field] ??= { type: 'rule', message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
