/**
 * A page that loops forever does not freeze `dev`: its render is stopped after the time limit of site code, the
 * page shows the overlay naming its file, the server answers other pages, and the page recovers when fixed.
 */
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { DevServer } from '../../src/dev/dev-server.js';
import { fetchWhen, nextReload, startFixtureServer } from './dev-fixture.js';

let root: string;
let server: DevServer;
let secret: string;
before(async () => {
  ({ root, server, secret } = await startFixtureServer());
  // The other page's first render (a cold JIT) under the default limit: on a loaded machine it alone can take a
  // second, which is not what this file tests.
  assert.equal((await fetch(`${server.url}docs/intro`)).status, 200);
  // Read whenever site code runs: set for the rest of the file, so the tests wait one second, not ten.
  process.env.SITEGEN_SITE_CODE_TIME_LIMIT = '1';
});
after(async () => {
  delete process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
  await server.close();
  await rm(root, { recursive: true, force: true });
  await rm(secret, { recursive: true, force: true });
});

async function writePage(source: string): Promise<void> {
  const reloaded = nextReload(server);
  const file = path.join(root, 'content/pages/loop.tsx');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  await reloaded;
}

test('a page whose render loops gets the overlay naming its file; other pages answer; fixing it recovers', async () => {
  await writePage('export default function Loop() { for (;;) {} }\n');
  const started = performance.now();
  const stopped = await fetchWhen(`${server.url}loop`, (status) => status === 500);
  assert.equal(stopped.status, 500);
  assert.match(stopped.body, /rendering \/loop still ran after 1 s and was stopped/);
  assert.match(stopped.body, /content\/pages\/loop\.tsx/);
  assert.match(stopped.body, /endless loop/);
  assert.ok(performance.now() - started < 8000, 'stopped after the limit, not hung');

  const other = await fetch(`${server.url}docs/intro`);
  assert.equal(other.status, 200);
  assert.match(await other.text(), /Hello from the first version\./);

  await writePage('export default function Loop() { return <p>Fixed loop page.</p>; }\n');
  const fixed = await fetchWhen(`${server.url}loop`, (status) => status === 200);
  assert.equal(fixed.status, 200);
  assert.match(fixed.body, /Fixed loop page\./);
});

test('a page module whose top level loops gets the overlay naming it, and recovers', async () => {
  await writePage('for (;;) {}\nexport default function Loop() { return null; }\n');
  const stopped = await fetchWhen(`${server.url}loop`, (status) => status === 500);
  assert.match(stopped.body, /loading the page module .*loop\.tsx still ran after 1 s and was stopped/);
  await writePage('export default function Loop() { return <p>Fixed again.</p>; }\n');
  const fixed = await fetchWhen(`${server.url}loop`, (status) => status === 200);
  assert.match(fixed.body, /Fixed again\./);
});
