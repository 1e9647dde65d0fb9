import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, Messages, type ErrorEnvelope } from '@parley/api-client/contract';
import { ApiError } from './errors.ts';

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `/config/language` → `config.language`; a missing property names itself. */
function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || context || 'request';
}

function validationEnvelope(error: FastifyError): ErrorEnvelope {
  const issues = (error.validation ?? []) as AjvIssue[];
  const errors = issues.map((issue) => {
    const field = fieldOf(issue, error.validationContext);
    const message =
      issue.keyword === 'required'
        ? 'is required'
        : issue.keyword === 'anyOf' || issue.keyword === 'enum'
          ? 'has an unsupported value'
          : (issue.message ?? 'is invalid');
    return { field, message };
  });
  const first = errors[0];
  return {
    status: false,
    code: ErrorCodes.validation,
    message: first ? `${first.field}: ${first.message}` : 'Invalid request',
    errors,
  };
}

/** One error shape for everything: `{ status: false, code, message, errors? }`, never internal details. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ status: false, code: error.code, message: error.message, ...error.extra });
    }
    if (error.validation) return reply.status(400).send(validationEnvelope(error));
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
