import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where scripts/build-host-app.mjs leaves the example host app's build. */
export const HOST_APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '../examples/host-app');
export const HOST_APP_DIST = join(HOST_APP_DIR, 'dist');
