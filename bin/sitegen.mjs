#!/usr/bin/env node
// The sitegen command. Compiles sitegen's own sources on first run (and after edits), then runs the CLI.
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import v8 from 'node:v8';
import { ensureCompiled } from './compile.mjs';
import { INTERRUPT_BUDGET_FLAG } from './interrupt-budget.mjs';

// The budget of bytecode a function runs before V8 optimises it, raised (see bin/interrupt-budget.mjs). The budget
// is read as each function's counter is reset, so it may change now; flags that shape the heap could not.
v8.setFlagsFromString(INTERRUPT_BUDGET_FLAG);

// Stack traces name sitegen's TypeScript lines when they are printed (--verbose); otherwise Node would read and
// parse the compiled CLI's source maps (~1 MB) at every start for nothing. The CLI turns maps on for site code.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
// React's development build is several times slower and only adds warnings for component authors.
process.env.NODE_ENV ??= 'production';
const dist = await ensureCompiled().catch(unwritable);
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

/**
 * sitegen compiles its sources into its own folder on first run: an installation the user cannot write (installed by
 * another user, or read-only) gets a message saying so, not esbuild's stack.
 */
function unwritable(error) {
  const text = String(error?.message ?? error);
  if (!/permission denied|EACCES|EPERM|EROFS|read-only file system/i.test(text)) throw error;
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.stderr.write(
    `error sitegen cannot write its compiled code into ${path.join(folder, '.sitegen')} (permission denied)\n` +
      '  fix: run any sitegen command once as the user who installed it, or install sitegen where you can write ' +
      '(npm install --save-dev in the site).\n',
  );
  process.exit(1);
}
