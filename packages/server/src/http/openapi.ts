import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';

/** OpenAPI 3 generated from the route schemas (themselves derived from the contract). Register before routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Parley API',
        version: '0.1.0',
        description: 'Every answer is an envelope `{ status, code, message, data }`; failures use `status: false`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The documentation page gets the policy its plugin writes for it (its scripts are files; any inline ones
    // would be allowed by hash), without upgrade-insecure-requests, which breaks a page served over plain HTTP.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
