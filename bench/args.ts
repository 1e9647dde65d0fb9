/** What the benches read from their command line, and the Node.js flags of the processes they measure. */

/** The value after `--name` on the command line, if given. */
export const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/**
 * Node.js flags for a measured server process: the server's own V8 setting (as `npm start` runs it,
 * scripts/start.mjs), so its memory is what a user would see, then `extra` (space-separated flags to compare V8
 * settings, such as `--liftoff-only`).
 */
export const measuredNodeFlags = (extra = ''): string[] => [
  '--max-semi-space-size=4',
  ...extra.split(' ').filter(Boolean),
];
