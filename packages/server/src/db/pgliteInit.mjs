// Creates a PGlite data directory (initdb) and exits. Run in a child process by openPglite: initdb runs in a
// WebAssembly instance of its own whose memory (~500 MB) a process never gets back, so the server opening the
// directory afterwards starts at its steady size.
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite(process.argv[2]);
await pg.waitReady;
await pg.close();
