/**
 * `sitegen dev` runs from its CommonJS bundle (command line included) through V8's code cache (src/code-cache.ts): a cache V8
 * refuses (here: garbage) must cost nothing but time, and is written anew once the first page is served.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve('bin/sitegen.mjs');

/** A port nothing listens on now: the system's pick, where a random one may be another test's server. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Start `sitegen dev` on `root`; resolves with the process and its page's HTML once it answers 200. */
async function startDev(root: string): Promise<{ child: ChildProcess; html: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'dev', '--root', root, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CI: '1' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/docs/intro`).catch(() => null);
    if (response?.status === 200) return { child, html: await response.text() };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`sitegen dev did not serve its page within 30 s (exit ${child.exitCode}): ${stderr}`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

test('dev serves its pages with a code cache V8 refuses, and writes a usable one after the first page', async () => {
  // Any command compiles sitegen when needed; the bundle and its cache sit in the compiled folder.
  spawnSync(process.execPath, [BIN, '--version']);
  const cache = path.resolve('.sitegen/dist/dev.cjs.cache');
  const root = await writeFixture({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello from the CLI.\n' });
  try {
    writeFileSync(cache, 'not a code cache');
    let { child, html } = await startDev(root);
    assert.match(html, /Hello from the CLI\./);
    for (let i = 0; i < 100 && readFileSync(cache, 'utf8') === 'not a code cache'; i++)
      await new Promise((r) => setTimeout(r, 50));
    await stop(child);
    assert.ok(readFileSync(cache).length > 100_000, 'the code cache was written after the first page');

    ({ child, html } = await startDev(root));
    assert.match(html, /Hello from the CLI\./, 'a start through the written cache serves the same page');
    await stop(child);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('`sitegen dev` parses its arguments in the bundle as the CLI does: help, and usage errors exit 2', () => {
  const help = spawnSync(process.execPath, [BIN, 'dev', '--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^Usage: sitegen dev \[options\]/);
  assert.match(help.stdout, /--port <n> /);
  const wrong = spawnSync(process.execPath, [BIN, 'dev', '--bogus'], { encoding: 'utf8' });
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /unknown option '--bogus'/);
});
