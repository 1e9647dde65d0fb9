import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  findUnstorableText,
  unstorableTextMessage,
  type EndpointDef,
  type UnstorableText,
} from '@parley/api-client/contract';
import { badRequest } from './errors.ts';
import { invalidFormText, queryBytes } from './formText.ts';

export const refusal = (unstorable: UnstorableText) => badRequest(unstorableTextMessage(unstorable), [unstorable]);

function refuseUnstorable(value: unknown, part: string): void {
  const unstorable = findUnstorableText(value, part);
  if (unstorable) throw refusal(unstorable);
}

/** Field values, field names and file names of a multipart body; the file's bytes are the handler's business. */
async function* checkedParts(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    const text = part.type === 'field' ? part.value : part.filename;
    const unstorable = findUnstorableText({ [part.fieldname]: text }, 'body');
    if (unstorable) {
      if (part.type === 'file') part.file.resume();
      throw refusal(unstorable);
    }
    yield part;
  }
}

function checkMultipartParts(request: FastifyRequest): void {
  const parts = request.parts.bind(request);
  request.parts = (options) => checkedParts(parts(options));
}

/**
 * Refuses, with a 400 naming the field, any request whose params, query or body carries text the database cannot
 * store (the contract's rule, which the fake applies too). Runs after parsing and before schema validation, so it
 * also sees fields the schema would drop. A multipart body is still a stream here: its parts are checked as the
 * handler reads them.
 */
export function storableTextGuard(def: EndpointDef): preValidationHookHandler {
  return async (request) => {
    refuseUnstorable(request.params, 'params');
    // The parsed query has already decoded what is not UTF-8 one way or another: the bytes tell.
    const query = queryBytes(request.url);
    const invalidQuery = query && invalidFormText(query, 'query');
    if (invalidQuery) throw refusal(invalidQuery);
    refuseUnstorable(request.query, 'query');
    if (def.encoding === 'multipart' && request.isMultipart()) checkMultipartParts(request);
    else refuseUnstorable(request.body, 'body');
  };
}
