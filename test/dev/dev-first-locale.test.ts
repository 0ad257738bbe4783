/**
 * A second start of the dev server composes only the first page's locale before answering it, making the page's
 * hreflang links and language menu from the map of alternates the last run kept (src/dev/site-state.ts); the other
 * locales follow once the first pages are answered, and pages made from a map that no longer holds reload.
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { openDevSite } from '../../src/dev/dev-site.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { renderPage } from '../../src/dev/page-render.js';
import { completeState, deriveState } from '../../src/dev/site-state.js';
import { silentLogger } from '../../src/logger.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const FILES = {
  'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de'] }`),
  'content/sidebars.js': `module.exports = { docs: ['intro', 'other'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'content/docs/other.md': '---\ntitle: Other\n---\n\nThe other page.\n',
  'content/i18n/de/docs/intro.md': '---\ntitle: Einführung\n---\n\nHallo.\n',
  'content/i18n/de/code.json': '{}',
};

/** A first run of the server that answers one page and stops: it leaves the caches a later start reads. */
async function firstRun(root: string): Promise<void> {
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watch: false });
  assert.equal((await fetch(`${server.url}docs/intro`)).status, 200);
  await server.close();
}

/** Everything but the live-reload version, which is new at every start. */
const withoutVersion = (html: string) => html.replace(/[0-9a-f-]{36}\/\d+/g, 'VERSION');

test('a second start composes only the first page locale; its page is the one every locale composed gives', async () => {
  const root = await writeFixture(FILES);
  try {
    await firstRun(root);
    const site = await openDevSite({ root, watchSitegen: false });
    const state = await site.current();
    assert.equal(state.predicted, true, 'the map of alternates comes from the first run');
    const page = await renderPage(state, '/docs/intro');
    assert.equal(page?.status, 200);
    assert.deepEqual([...state.composed.keys()], ['en'], 'the German table is not composed for an English page');
    assert.match(page!.html, /hrefLang="de"/);

    const eager = await deriveState(state.inputs, null);
    assert.equal(eager.models.length, 2, 'without lazy, every locale is composed at once');
    assert.equal(withoutVersion(page!.html), withoutVersion((await renderPage(eager, '/docs/intro'))!.html));

    assert.equal(completeState(state), false, 'the map held: nothing reloads');
    assert.deepEqual(
      state.models.map((m) => m.locale),
      ['en', 'de'],
    );
    assert.equal(state.predicted, false);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a start without a kept map composes every locale before the first page', async () => {
  const root = await writeFixture(FILES);
  try {
    const state = await (await openDevSite({ root, watchSitegen: false })).current();
    assert.equal(state.predicted, false);
    assert.equal(state.models.length, 2);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a kept map that no longer holds drops the pages made from it, and the next start keeps the new map', async () => {
  const root = await writeFixture(FILES);
  try {
    await firstRun(root);
    // Same files at the same URLs, but the German intro now has a tag: a tag page only German has.
    const german = path.join(root, 'content/i18n/de/docs/intro.md');
    await writeFile(german, (await readFile(german, 'utf8')).replace('title:', 'tags: [nur-deutsch]\ntitle:'));
    const site = await openDevSite({ root, watchSitegen: false });
    const state = await site.current();
    assert.equal(state.predicted, true);
    assert.equal((await renderPage(state, '/docs/intro'))?.status, 200);
    assert.equal(state.pages.size, 1);
    assert.equal(completeState(state), true, 'the page made from the old map must reload');
    assert.equal(state.pages.size, 0);
    assert.deepEqual(state.alternates?.get('/docs/tags/nur-deutsch'), ['de']);
    state.inputs.caches.save();

    const next = await (await openDevSite({ root, watchSitegen: false })).current();
    assert.equal(next.predicted, true);
    assert.deepEqual(next.alternates?.get('/docs/tags/nur-deutsch'), ['de'], 'the corrected map was kept');
    assert.equal(completeState(next), false);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('another locale that breaks while the server is down shows the overlay once it is composed', async () => {
  const root = await writeFixture(FILES);
  try {
    await firstRun(root);
    await writeFile(path.join(root, 'content/i18n/de/code.json'), '{ not json');
    const state = await (await openDevSite({ root, watchSitegen: false })).current();
    assert.equal((await renderPage(state, '/docs/intro'))?.status, 200, 'the English page reads no German catalogue');
    assert.equal(completeState(state), true, 'the pages served must reload');
    assert.match(String(state.error), /code\.json is not valid JSON/);
    assert.equal((await renderPage(state, '/docs/intro'))?.status, 500);

    // The same through the server, whichever comes first: the page's answer or the German table.
    const port = await freePort();
    const starting = startDevServer({ build, root, port, logger: silentLogger, watch: false });
    // Asked for while the site is read: answered from the English table alone, before German is composed.
    const first = await fetchWhileStarting(`http://127.0.0.1:${port}/docs/intro`);
    const server = await starting;
    try {
      const servedAt = /[0-9a-f-]{36}\/\d+/.exec(first.body)?.[0];
      if (first.status === 200) assert.notEqual(server.live.version(), servedAt, 'the page served first reloads');
      const now = await fetch(`${server.url}docs/intro`);
      assert.equal(now.status, 500);
      assert.match(await now.text(), /code\.json is not valid JSON/);
    } finally {
      await server.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** GET `url` until the server listening there answers. */
async function fetchWhileStarting(url: string): Promise<{ status: number; body: string }> {
  for (let i = 0; i < 2000; i++) {
    const response = await fetch(url).catch(() => null);
    if (response) return { status: response.status, body: await response.text() };
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} never answered`);
}
