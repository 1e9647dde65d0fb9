import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@parley/api-client/contract';

/**
 * Multipart bodies for every route, registered once (the plugin decorates the whole app; a second registration would
 * fail). Handlers read them as streams with `request.parts()`. These defaults are the customer CSV upload's limits;
 * an endpoint with other bounds passes its own to `request.parts({ limits })`, which busboy applies to that request.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
}

/**
 * A multipart body busboy could not read (no boundary, cut off before its end). Busboy reports these as plain
 * errors, which would otherwise answer 500; they are the request's fault.
 */
export const isMalformedMultipart = (error: { message?: string }): boolean =>
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/.test(
    error.message ?? '',
  );

export const MALFORMED_MULTIPART = 'The upload is incomplete or malformed';
