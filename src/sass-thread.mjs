/**
 * The thread behind sass.ts: it loads the `sass` package once and compiles each file it is sent, by the thread
 * that started it or through a port it was given. Plain JavaScript, loaded without sitegen's TypeScript loader.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const sass = require('sass');

/** Answer the compiles asked on `port`; a message with a `port` adds one more to answer (sass.ts `sassPort`). */
function serve(port) {
  port.on('message', (message) => {
    if (message.port) return serve(message.port);
    const { id, file, loadPaths } = message;
    try {
      port.postMessage({ id, css: sass.compile(file, { loadPaths }).css });
    } catch (error) {
      // Sass's message names the file, line and column, and shows the line.
      port.postMessage({ id, error: String(error?.message ?? error) });
    }
  });
}

serve(parentPort);
