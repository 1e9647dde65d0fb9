import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Where websites load the widget from: the console's own origin (decision 017). */
export const WIDGET_SCRIPT_PATH = '/webchat.js';

interface WidgetScript {
  plain: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/** The built widget (@parley/webchat's `webchat.js`), compressed once; null when it has not been built. */
function loadWidgetScript(): WidgetScript | null {
  let plain: Buffer;
  try {
    plain = readFileSync(createRequire(import.meta.url).resolve('@parley/webchat/webchat.js'));
  } catch {
    return null;
  }
  return {
    plain,
    gzip: gzipSync(plain, { level: 9 }),
    brotli: brotliCompressSync(plain),
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 20)}"`,
  };
}

/**
 * Serves the widget script to any website: loadable cross-origin (helmet's same-origin resource policy would stop
 * another site's page from running it), cached briefly (the address stays the same from version to version, so a
 * fix reaches websites within minutes), revalidated by its hash.
 */
export function registerWidgetScript(app: FastifyInstance): void {
  const script = loadWidgetScript();
  app.get(WIDGET_SCRIPT_PATH, { schema: { hide: true } }, (request, reply) => {
    if (!script) return reply.status(404).type('text/plain').send('The web-chat widget has not been built');
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('etag', script.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === script.etag) return reply.status(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(script.brotli);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(script.gzip);
    return reply.send(script.plain);
  });
}
