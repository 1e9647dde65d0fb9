#!/usr/bin/env node
// Runs the TypeScript source directly, no build step (see registerTypeScript.mjs).
import '../src/registerTypeScript.mjs';

await import('../src/cli.ts');
