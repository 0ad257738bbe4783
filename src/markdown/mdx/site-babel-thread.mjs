/**
 * The thread behind site-babel-build.ts: it runs esbuild's asynchronous `build` with the site's Babel plugin for a
 * caller that waits for it synchronously. A Markdown file's imports are bundled while the file is parsed, which is
 * synchronous, and esbuild's `buildSync` takes no plugins. Plain JavaScript, loaded without sitegen's TypeScript
 * loader. Each request brings the port to answer on and the word to wake the caller with.
 */
import { parentPort } from 'node:worker_threads';
import esbuild from 'esbuild';
import { siteBabelPlugin } from '../../config/docusaurus/site-babel.mjs';

parentPort.on('message', async ({ options, root, port, signal }) => {
  let reply;
  try {
    const result = await esbuild.build({ ...options, plugins: [siteBabelPlugin(root)] });
    reply = { outputFiles: result.outputFiles.map((f) => ({ path: f.path, text: f.text })), metafile: result.metafile };
  } catch (error) {
    // Only what crosses threads: esbuild's messages keep their text and location.
    const errors = (error?.errors ?? []).map(({ text, location }) => ({ text, location }));
    reply = { failure: { message: String(error?.message ?? error), errors } };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
