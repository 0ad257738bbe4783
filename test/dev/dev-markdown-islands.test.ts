/**
 * `sitegen dev` links an island that only Markdown imports, and its client bundle builds that island's chunk when
 * the page asks for it: the island is found only as the page's body renders, after the chunk names were made.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { writeFixture } from '../helpers/fixture-site.js';
import { MARKDOWN_ISLAND_FILES } from '../helpers/island-fixture.js';

let root: string;
let server: DevServer;
before(async () => {
  root = await writeFixture({
    'content/sidebars.js': `module.exports = { docs: ['intro', 'counter'] };`,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nNo islands here.\n',
    ...MARKDOWN_ISLAND_FILES,
  });
  server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
});
after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

test('an island imported by Markdown gets its chunk URL in dev, and that URL serves the component', async () => {
  const page = await fetch(`${server.url}docs/counter`);
  assert.equal(page.status, 200);
  const html = await page.text();
  const src = /<sitegen-island data-src="([^"]+)" data-island="src\/components\/DocCounter\/index\.js#/.exec(html)?.[1];
  assert.ok(src, 'the island names the URL of its code');
  const chunk = await fetch(new URL(src, server.url));
  assert.equal(chunk.status, 200);
  assert.match(chunk.headers.get('content-type') ?? '', /javascript/);
  assert.match(await chunk.text(), /doc-counter/, "the chunk is the component's code");
});

test("the files of the bundle a page loaded stay served after an island's request rebuilds the bundle", async () => {
  // A server of its own: the island must not be known yet. The page loads main.js, whose lazy chunks it imports
  // later; meanwhile the island's request rebuilt the bundle.
  const own = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const html = await (await fetch(`${own.url}docs/counter`)).text();
    const mainUrl = new URL(/<script type="module" src="([^"]+)"/.exec(html)![1], own.url);
    const main = await (await fetch(mainUrl)).text();
    const lazy = [...main.matchAll(/import\(\s*"(\.\/[^"]+\.js)"\s*\)/g)].map((m) => new URL(m[1], mainUrl));
    assert.ok(lazy.length > 0, 'main.js loads some of its code lazily');
    const island = /<sitegen-island data-src="([^"]+)"/.exec(html)![1];
    assert.equal((await fetch(new URL(island, own.url))).status, 200);
    for (const url of lazy) assert.equal((await fetch(url)).status, 200, url.pathname);
  } finally {
    await own.close();
  }
});
