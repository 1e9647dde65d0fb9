import { defineConfig } from 'tsup';
import { SERVER_DIST, serverBundle } from './bundle.ts';

/** The server as plain JavaScript for `npm start` (see serverBundle); tests and bin/parley.mjs run the source. */
export default defineConfig({ ...serverBundle(SERVER_DIST, { parley: 'src/cli.ts' }), clean: true, sourcemap: true });
