/**
 * How `sitegen dev` starts: the first page is served before the client bundle is made (it starts once that page
 * is answered), yet the files the page links answer; a second start reuses what the first one compiled (config,
 * sidebars, page modules, client bundle) only while the files it was made from are unchanged, and the bodies it
 * rendered only while the pages they link to keep their URLs and titles.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { silentLogger } from '../../src/logger.js';
import { writeFixture } from '../helpers/fixture-site.js';

const FILES = {
  'content/sidebars.js': `module.exports = { docs: ['intro', 'other'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'content/docs/other.md': '---\ntitle: Other\n---\n\nThe other page.\n',
  'content/pages/hello.tsx': 'export default function Hello() { return <p>Hello from a page module</p>; }\n',
};

const start = (root: string) => startDevServer({ build, root, port: 0, logger: silentLogger, watch: false });

/** The script and stylesheet URLs a page links. */
function linkedAssets(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...scripts, ...styles];
}

/** Waits until `file` exists (the caches are written after the first page). */
async function waitFor(file: string): Promise<void> {
  for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 25));
  assert.ok(existsSync(file), `${path.basename(file)} was written`);
}

test("the first page's script and stylesheet answer 200, though the client bundle starts after it", async () => {
  const root = await writeFixture(FILES);
  let server: DevServer | undefined;
  try {
    server = await start(root);
    const page = await fetch(`${server.url}docs/intro`);
    assert.equal(page.status, 200);
    const assets = linkedAssets(await page.text());
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), assets.join(', '));
    for (const asset of assets) {
      const response: Response = await fetch(new URL(asset, server.url));
      assert.equal(response.status, 200, asset);
      assert.match(response.headers.get('content-type') ?? '', /javascript|css/, asset);
      assert.ok((await response.text()).length > 0, asset);
    }
  } finally {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a second start reuses the bundles of the first only while their files are unchanged', async () => {
  const root = await writeFixture(FILES);
  const cached = (name: string) => path.join(root, 'node_modules/.cache/sitegen/dev', name);
  let server: DevServer | undefined;
  try {
    server = await start(root);
    assert.match(await (await fetch(`${server.url}docs/intro`)).text(), /href="\/docs\/other"/);
    assert.equal((await fetch(`${server.url}assets/dev/main.js`)).status, 200);
    await waitFor(cached('client-bundle.json'));
    await waitFor(cached('page-modules.json'));
    const bundled = (await stat(cached('client-bundle.json'))).mtimeMs;
    await server.close();

    // Edited while the server was down: the sidebars file and the page module must be compiled again.
    await writeFile(path.join(root, 'content/sidebars.js'), `module.exports = { docs: ['intro'] };`);
    await writeFile(
      path.join(root, 'content/pages/hello.tsx'),
      'export default function Hello() { return <p>Hello again</p>; }\n',
    );
    server = await start(root);
    const intro = await (await fetch(`${server.url}docs/intro`)).text();
    assert.doesNotMatch(intro, /href="\/docs\/other"/, 'the sidebar no longer lists the other page');
    assert.match(await (await fetch(`${server.url}hello`)).text(), /Hello again/);
    assert.equal((await fetch(`${server.url}assets/dev/main.js`)).status, 200);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await stat(cached('client-bundle.json'))).mtimeMs, bundled, 'the client bundle was reused');
  } finally {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a body rendered by an earlier run is reused only while what it links to is unchanged', async () => {
  const root = await writeFixture({
    ...FILES,
    'content/docs/intro.md':
      '---\ntitle: Intro\n---\n\nRead [the other page](./other.md) and [a section][s].\n\n[s]: ./other.md#part\n',
    'content/docs/other.md': '---\ntitle: Other\n---\n\n## Part\n\nText.\n',
  });
  let server: DevServer | undefined;
  try {
    server = await start(root);
    assert.match(await (await fetch(`${server.url}docs/intro`)).text(), /href="\/docs\/other#part"/);
    await server.close();
    const shards = path.join(root, 'node_modules/.cache/sitegen');
    assert.ok(existsSync(shards), 'the rendered body was kept');

    // Moved while the server was down: the intro's links must follow, though its own text is unchanged.
    await writeFile(path.join(root, 'content/docs/other.md'), '---\ntitle: Other\nslug: /elsewhere\n---\n\n## Part\n');
    server = await start(root);
    const intro = await (await fetch(`${server.url}docs/intro`)).text();
    assert.match(intro, /href="\/docs\/elsewhere#part"/);
    assert.doesNotMatch(intro, /href="\/docs\/other/);
  } finally {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  }
});
