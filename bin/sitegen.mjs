#!/usr/bin/env node
// The sitegen command. Compiles sitegen's own sources on first run (and after edits), then runs the CLI.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureCompiled } from './compile.mjs';

// Stack traces name sitegen's TypeScript lines when they are printed (--verbose); otherwise Node would read and
// parse the compiled CLI's source maps (~1 MB) at every start for nothing. The CLI turns maps on for site code.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
// React's development build is several times slower and only adds warnings for component authors.
process.env.NODE_ENV ??= 'production';
const dist = await ensureCompiled();
process.exitCode = process.argv[2] === 'dev' ? await dev() : await cli();

async function cli() {
  const { main } = await import(pathToFileURL(path.join(dist, 'cli.mjs')).href);
  return main(process.argv);
}

/**
 * `sitegen dev` runs the command line compiled into dev's CommonJS bundle, through V8's code cache: loading the
 * ES module CLI beside it would cost its first page ~30 ms of compiling. The cache is written after that page.
 */
async function dev() {
  const { requireWithCodeCache } = await import(pathToFileURL(path.join(dist, 'code-cache.mjs')).href);
  const bundle = requireWithCodeCache(path.join(dist, 'dev.cjs'));
  return bundle.exports.main(process.argv, { afterDevFirstPage: bundle.saveCodeCache });
}
