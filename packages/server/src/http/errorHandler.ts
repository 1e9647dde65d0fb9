import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ErrorCodes,
  fieldOfPointer,
  Messages,
  validationFailure,
  type ErrorEnvelope,
  type SchemaIssue,
  type SchemaRule,
} from '@parley/api-client/contract';
import { ApiError } from './errors.ts';
import { isMalformedMultipart, MALFORMED_MULTIPART } from './multipart.ts';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

// Ajv's keywords as the contract's rules (the fake maps TypeBox's findings to the same ones).
const RULES: Record<string, SchemaRule> = {
  required: 'required',
  type: 'type',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minItems: 'minItems',
  maxItems: 'maxItems',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'exclusiveMinimum',
  exclusiveMaximum: 'exclusiveMaximum',
  pattern: 'pattern',
  format: 'format',
  anyOf: 'choice',
  enum: 'choice',
  const: 'choice',
};

/** One Ajv finding as a contract issue: a missing property names itself as the field. */
function issueOf({ instancePath = '', keyword = '', params = {} }: AjvIssue): SchemaIssue {
  const missing = keyword === 'required' ? `/${String(params.missingProperty ?? '')}` : '';
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  return {
    field: fieldOfPointer(instancePath + missing),
    rule: RULES[keyword] ?? 'other',
    ...(limit === undefined ? {} : { limit }),
  };
}

function validationEnvelope(error: FastifyError): ErrorEnvelope {
  const issues = ((error.validation ?? []) as AjvIssue[]).map(issueOf);
  return { status: false, code: ErrorCodes.validation, ...validationFailure(issues, error.validationContext) };
}

/** One error shape for everything: `{ status: false, code, message, errors? }`, never internal details. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.httpStatus)
        .send({ status: false, code: error.code, message: error.message, ...error.extra });
    }
    if (error.validation) return reply.status(400).send(validationEnvelope(error));
    if (!error.statusCode && isMalformedMultipart(error)) {
      return reply.status(400).send({ status: false, code: ErrorCodes.validation, message: MALFORMED_MULTIPART });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ status: false, code: 413, message: 'Request body is too large' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported content type and the like: the message is fastify's own, safe to show.
      return reply.status(error.statusCode).send({ status: false, code: error.statusCode, message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: false, code: ErrorCodes.internal, message: Messages.somethingWentWrong });
  });
}
