/**
 * Runs one cold build through the compiled CLI bundle (as users run it) and prints its figures as JSON; with
 * `--cache`, with the build cache on, as the command line's first build in a site writes it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureCompiled } from '../../bin/compile.mjs';

const [root, outDir, flag] = process.argv.slice(2);
process.env.NODE_ENV ??= 'production';
const dist = await ensureCompiled();
const started = performance.now();
const { build, silentLogger, FileSystemWriter } = await import(pathToFileURL(path.join(dist, 'cli.mjs')).href);
const cache = flag === '--cache';
const result = await build({ root, logger: silentLogger, writer: new FileSystemWriter(outDir), cache });
const wall = performance.now() - started;
process.stdout.write(
  JSON.stringify({
    wall,
    pages: result.pages.length,
    timings: result.timings,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
