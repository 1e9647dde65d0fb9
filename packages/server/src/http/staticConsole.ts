import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCodes, Messages } from '@parley/api-client/contract';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Parley server is running</h1>
<p>The console has not been built yet. Run <code>npm run build:app</code> and restart, or use
<code>npm start</code>, which does both.</p>
<p>The API is documented at <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** Hashed build output: a new build gives new names, so a browser may keep these for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets: asked for again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built console with a single-page-app fallback: any GET outside /api that matches no file gets
 * index.html, so deep links work. Unknown /api paths answer the JSON error envelope. Assets go out precompressed
 * (the build writes .br and .gz beside each: scripts/precompress.mjs in the app) and cached for good, except
 * index.html; source maps stay on the server for debugging and are not served.
 */
export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else app.get('/', { schema: { hide: true } }, (_request, reply) => reply.type('text/html').send(NOT_BUILT_PAGE));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (built && request.method === 'GET' && path !== '/api' && !path.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ status: false, code: ErrorCodes.notFound, message: Messages.notFound });
  });
}
