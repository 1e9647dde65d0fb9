// Worker-thread entry of the CSV import: the thread starts as plain Node, so it loads TypeScript the way the
// server's entry does.
import '../../../registerTypeScript.mjs';

await import('./customerImportThread.ts');
