/**
 * One Sass thread per process: the thread that started it hands another thread (the bundle thread of a cold
 * build) a port to it, and that thread compiles through the port instead of loading the sass package again.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sassPort, warmSass } from '../../src/sass.js';
import { removeAtExit } from '../helpers/fixture-site.js';

/** A thread that compiles `file` through `port`, then posts the CSS and whether it could hand out a port itself. */
const COMPILE_THROUGH_PORT = `
const { parentPort, workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.sass, __filename)).then(async ({ compileSass, sassPort, useSassPort }) => {
  useSassPort(workerData.port);
  const css = await compileSass(workerData.file, workerData.root);
  parentPort.postMessage({ css, ownThread: sassPort() !== null });
}).catch((error) => parentPort.postMessage({ error: String(error) }));
`;

test(
  'a thread given a port to the Sass thread compiles through it, with no Sass thread of its own',
  { timeout: 20_000 },
  async () => {
    assert.equal(sassPort(), null, 'no port before a Sass thread is started');
    warmSass();
    const port = sassPort();
    assert.ok(port, 'a port once the Sass thread is started');
    const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-sass-port-'));
    removeAtExit(root);
    const file = path.join(root, 'custom.scss');
    writeFileSync(file, '$brand: #123456;\n.a { .b { color: $brand; } }\n');
    const worker = new Worker(COMPILE_THROUGH_PORT, {
      eval: true,
      workerData: { sass: pathToFileURL(path.resolve('src/sass.ts')).href, port, file, root },
      transferList: [port],
    });
    const reply = await new Promise<{ css?: string; ownThread?: boolean; error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.equal(reply.error, undefined);
    assert.match(reply.css!, /\.a \.b \{\s*color: #123456;/);
    assert.equal(reply.ownThread, false, 'the thread compiled through the port, not a Sass thread it started');
  },
);
