/**
 * The dev server recovers from everything: a config that breaks (and stays broken across unrelated saves), a
 * config that is deleted and restored; a missing file answers 404 at once instead of building the whole site;
 * an image outside the site is refused on its page.
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isGeneratedPath, type DevServer } from '../../src/dev/dev-server.js';
import { fetchWhen, INTRO, nextReload, startFixtureServer } from './dev-fixture.js';

let root: string;
let server: DevServer;
let secret: string;
before(async () => ({ root, server, secret } = await startFixtureServer()));
after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
  await rm(secret, { recursive: true, force: true });
});

/** Write (or delete, with null) a file and wait for the reload it causes. */
async function change(rel: string, content: string | null): Promise<void> {
  const reloaded = nextReload(server);
  const file = path.join(root, rel);
  await (content === null ? rm(file) : writeFile(file, content));
  await reloaded;
}

test('a missing file with an extension is not found at once; generated files still come from a build', async () => {
  assert.equal(isGeneratedPath('/favicon.ico'), false);
  assert.equal(isGeneratedPath('/docs/missing.png'), false);
  assert.equal(isGeneratedPath('/sitemap.xml'), true);
  assert.equal(isGeneratedPath('/assets/search-index.en.123.json'), true);
  const missing = await fetch(`${server.url}favicon.ico`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page Not Found/);
  const sitemap = await fetch(`${server.url}sitemap.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(await sitemap.text(), /<urlset/);
});

test('a broken config stays on the overlay after an unrelated save, and recovers when fixed', async () => {
  const config = await readFile(path.join(root, 'site.config.ts'), 'utf8');
  await change('site.config.ts', 'export default { title: ;\n');
  const broken = await fetchWhen(`${server.url}docs/intro`, (status) => status === 500);
  assert.equal(broken.status, 500);
  assert.match(broken.body, /site\.config\.ts does not compile/);
  await change('content/docs/intro.md', INTRO.replace('first', 'unrelated'));
  const still = await fetch(`${server.url}docs/intro`);
  assert.equal(still.status, 500, 'the config is still broken');
  assert.match(await still.text(), /site\.config\.ts does not compile/);
  await change('site.config.ts', config);
  const fixed = await fetchWhen(`${server.url}docs/intro`, (status) => status === 200);
  assert.equal(fixed.status, 200);
  assert.match(fixed.body, /Hello from the unrelated version\./);
});

test('a deleted config shows the overlay; restoring it recovers', async () => {
  const config = await readFile(path.join(root, 'site.config.ts'), 'utf8');
  await change('site.config.ts', null);
  const gone = await fetchWhen(`${server.url}docs/intro`, (status) => status === 500);
  assert.equal(gone.status, 500);
  assert.match(gone.body, /no site config in/);
  // chokidar sets up the watch of the whole site folder asynchronously after the reload: let it settle.
  await new Promise((r) => setTimeout(r, 300));
  await change('site.config.ts', config);
  const back = await fetchWhen(`${server.url}docs/intro`, (status) => status === 200);
  assert.equal(back.status, 200);
  assert.match(back.body, /Hello from/);
});

test('an image outside the site is refused on its page with file and line, not served', async () => {
  await writeFile(path.join(secret, 'secret.txt.png'), 'outside the site');
  await change(
    'content/docs/other.md',
    `---\ntitle: Other\n---\n\nText.\n\n![secret](../../../${path.basename(secret)}/secret.txt.png)\n`,
  );
  // Built once the page is the overlay or shows the new text (an image served from outside would show it).
  const page = await fetchWhen(`${server.url}docs/other`, (status, body) => status !== 200 || body.includes('Text.'));
  const html = page.body;
  assert.equal(page.status, 500);
  assert.match(html, /points outside the site folder/);
  assert.match(html, /content\/docs\/other\.md:7/);
});

test('an unknown displayed_sidebar is the overlay in dev too, naming the file and line', async () => {
  await change('content/docs/other.md', '---\ntitle: Other\ndisplayed_sidebar: dosc\n---\n\nText.\n');
  const page = await fetchWhen(`${server.url}docs/intro`, (status) => status === 500);
  const html = page.body;
  assert.equal(page.status, 500);
  assert.match(html, /front matter displayed_sidebar names the sidebar &quot;dosc&quot;, which does not exist/);
  assert.match(html, /content\/docs\/other\.md:3/);
  await change('content/docs/other.md', '---\ntitle: Other\ndisplayed_sidebar: docs\n---\n\nText.\n');
  assert.equal((await fetchWhen(`${server.url}docs/intro`, (status) => status === 200)).status, 200);
});
