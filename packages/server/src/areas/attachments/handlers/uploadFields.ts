import { UploadFileRequest, validationFailure, type SchemaIssue } from '@parley/api-client/contract';
import { badRequest } from '../../../http/errors.ts';

const LIMIT_FIELDS = ['imageMaxWidth', 'imageMaxHeight', 'imageMaxKb'] as const;
type LimitField = (typeof LIMIT_FIELDS)[number];

/** The bounds the contract sets on each field (a multipart body is read as a stream, not validated by its schema). */
const bounds = (field: LimitField) =>
  UploadFileRequest.properties[field] as unknown as { minimum: number; maximum: number };

function refused(issue: SchemaIssue) {
  const { message, errors } = validationFailure([issue], 'body');
  return badRequest(message, errors);
}

/**
 * The image limits an upload asks to be held to (platform-shell §5), from its multipart fields; null when it names
 * none. A missing one does not limit. Each must be a whole number within the contract's bounds, else 400.
 */
export function imageLimitsOf(fields: Record<string, unknown>): { width: number; height: number; kb: number } | null {
  const limits = { width: Infinity, height: Infinity, kb: Infinity };
  let given = false;
  for (const field of LIMIT_FIELDS) {
    const raw = fields[field];
    if (raw === undefined || raw === '') continue;
    const text = String(raw).trim();
    const { minimum, maximum } = bounds(field);
    if (!/^\d{1,9}$/.test(text)) throw refused({ field, rule: 'type' });
    const value = Number(text);
    if (value < minimum) throw refused({ field, rule: 'minimum', limit: minimum });
    if (value > maximum) throw refused({ field, rule: 'maximum', limit: maximum });
    given = true;
    limits[field === 'imageMaxWidth' ? 'width' : field === 'imageMaxHeight' ? 'height' : 'kb'] = value;
  }
  return given ? limits : null;
}
