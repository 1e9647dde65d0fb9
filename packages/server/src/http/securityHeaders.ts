import type { FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import type { EnvironmentSettings } from '@parley/api-client/contract';
import helmet from 'helmet';

/** The origin of an address the operator configured, or null when it is none (relative, or not a URL). */
function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The distinct origins among the addresses (white-label images may be several, separated by white space). */
const originsOf = (addresses: (string | undefined)[]) => [
  ...new Set(
    addresses
      .flatMap((address) => address?.split(/\s+/) ?? [])
      .map(originOf)
      .filter((origin): origin is string => origin !== null),
  ),
];

/**
 * What the console may load, and from where: its own scripts only (no inline script, no eval); styles inline
 * too, because styled-components writes its rules into <style> elements at run time; images also from the
 * white-label addresses and from any https address, because message templates and the customer simulator show
 * media where the business hosts it, as WhatsApp does (the no-referrer policy keeps the console's addresses from
 * those hosts; scripts and connections stay the console's own); frames from itself and the analytics address the settings name. Nobody else may frame
 * the console (its own designer pages may).
 */
export function consoleContentSecurityPolicy(settings: EnvironmentSettings): Record<string, string[]> {
  const { logoUrl, faviconUrl, bannerUrl } = settings.whiteLabel;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...originsOf([logoUrl, faviconUrl, bannerUrl])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...originsOf([settings.analyticsBaseUrl])],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Origins a host app on another origin calls the API from: PARLEY_CORS_ORIGINS, comma- or space-separated. */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.PARLEY_CORS_ORIGINS ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Security headers on every answer (console and API) through helmet, and cross-origin calls allowed only from the
 * listed origins (none unless PARLEY_CORS_ORIGINS names some). The API authenticates with a bearer token, never a
 * cookie, so cross-origin calls carry no credentials.
 *
 * helmet's middleware is built once and run on every request. (The @fastify/helmet plugin built it again on every
 * request, parsing the policy each time: a sixth of the server's time on a small answer such as a webhook's.)
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: EnvironmentSettings,
  corsOrigins: string[],
): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: consoleContentSecurityPolicy(settings) },
    // Reset and invitation links carry their code in the address: no page sends it on as a referrer.
    referrerPolicy: { policy: 'no-referrer' },
    // Images of the white label may come from another origin without CORS headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  if (corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
      maxAge: 600,
    });
  }
}
