import { defineConfig, type Options } from 'tsup';

/**
 * `webchat.js`: a classic script for a <script> tag (no framework, no module loader on the host page), minified:
 * it is what every visitor of the business's website downloads. The server builds it with itself.
 */
export const scriptBuild: Options = {
  entry: { webchat: 'src/script.ts' },
  format: ['iife'],
  globalName: 'ParleyWebchat',
  outExtension: () => ({ js: '.js' }),
  minify: true,
  target: 'es2019',
  sourcemap: true,
  dts: false,
};

export default defineConfig(scriptBuild);
