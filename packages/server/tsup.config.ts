import { defineConfig } from 'tsup';
import { SERVER_DIST, serverBundle } from './bundle.ts';

/**
 * The server as plain JavaScript for `npm start` (see serverBundle); tests and bin/parley.mjs run the source. The
 * folder is not cleaned first: a server already running from it starts its import thread from there later, and its
 * shared code lives in chunks named by their content, which a rebuild leaves in place.
 */
export default defineConfig({ ...serverBundle(SERVER_DIST, { parley: 'src/cli.ts' }), sourcemap: true });
