/**
 * The thread behind sass.ts: it loads the `sass` package once and compiles each file it is sent. Plain
 * JavaScript, loaded without sitegen's TypeScript loader.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const sass = require('sass');

parentPort.on('message', ({ id, file, loadPaths }) => {
  try {
    parentPort.postMessage({ id, css: sass.compile(file, { loadPaths }).css });
  } catch (error) {
    // Sass's message names the file, line and column, and shows the line.
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
