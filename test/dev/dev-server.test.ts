import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PACKAGE_ROOT } from '../../src/bundle/bundle-client.js';
import type { DevServer } from '../../src/dev/dev-server.js';
import { fetchWhen, INTRO, nextReload, rawGet, startFixtureServer } from './dev-fixture.js';

let root: string;
let secret: string;
let server: DevServer;
before(async () => {
  ({ root, server, secret } = await startFixtureServer());
});
after(async () => {
  await server.close();
  await Promise.all([rm(root, { recursive: true, force: true }), rm(secret, { recursive: true, force: true })]);
});

test('pages render on request with the live-reload script; static files, client assets and 404s are served', async () => {
  const page = await fetch(`${server.url}docs/intro`);
  const html = await page.text();
  assert.equal(page.status, 200);
  assert.match(html, /Hello from the first version\./);
  assert.match(html, /new EventSource\("\/__sitegen\/events"\)/);
  assert.equal(await (await fetch(`${server.url}hello.txt`)).text(), 'hello from static');
  const js = await fetch(`${server.url}assets/dev/main.js`);
  assert.equal(js.status, 200);
  assert.match(js.headers.get('content-type') ?? '', /javascript/);
  const missing = await fetch(`${server.url}docs/none`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page Not Found/);
});

test('never serves a file outside the site: traversal, encoded traversal, symlinks out, dotfiles', async () => {
  const attempts = [
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/dev/..%2f..%2f..%2fpackage.json',
    '/..%5c..%5cetc%5cpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/hello.txt%00.html',
    '/linked.txt',
    '/linked-dir/secret.txt',
    '/.env',
    '/%2eenv',
    '/docs/.././../package.json',
  ];
  for (const attempt of attempts) {
    const { status, body } = await rawGet(server.url, attempt);
    assert.ok(status === 403 || status === 404, `${attempt} answered ${status}`);
    assert.doesNotMatch(body, /outside the site|SECRET=|"name": "sitegen"|root:x:/, attempt);
  }
});

test('the live-reload endpoint answers same-origin requests only; other Host names are refused', async () => {
  const host = new URL(server.url).host;
  const ok = await rawGet(server.url, '/__sitegen/events', { host });
  assert.equal(ok.status, 200);
  assert.match(ok.body, /event: hello/);
  assert.equal((await rawGet(server.url, '/__sitegen/events', { origin: 'http://evil.example' })).status, 403);
  assert.equal((await rawGet(server.url, '/__sitegen/events', { 'sec-fetch-site': 'cross-site' })).status, 403);
  assert.equal((await rawGet(server.url, '/docs/intro', { host: 'evil.example' })).status, 403);
});

// How fast the reload arrives is measured by `npm run bench` (targets live in benchmarks, not in unit tests).
test('a save reloads pages; broken front matter shows the overlay; fixing it recovers', async () => {
  const file = path.join(root, 'content/docs/intro.md');
  // A reload proves that a build ran, not that it saw the newest save (an earlier save's reload can arrive after
  // it): each check waits for the page itself.
  let reloaded = nextReload(server);
  await writeFile(file, INTRO.replace('first', 'second'));
  await reloaded;
  const second = await fetchWhen(`${server.url}docs/intro`, (_, body) => body.includes('second version'));
  assert.match(second.body, /Hello from the second version\./);

  reloaded = nextReload(server);
  await writeFile(file, '---\ntitle: [Intro\n---\n\nBroken.\n');
  await reloaded;
  for (const page of ['docs/intro', 'docs/other']) {
    const broken = await fetchWhen(`${server.url}${page}`, (status) => status === 500);
    const html = broken.body;
    assert.equal(broken.status, 500);
    assert.match(html, /<h1>front matter is not valid YAML/);
    assert.match(html, /content\/docs\/intro\.md:2:/);
    assert.match(html, /&gt; 2 \| title: \[Intro/);
    assert.match(html, /new EventSource/, 'the overlay reloads by itself');
  }

  reloaded = nextReload(server);
  await writeFile(file, INTRO.replace('first', 'third'));
  await reloaded;
  const fixed = await fetchWhen(`${server.url}docs/intro`, (status, body) => status === 200 && body.includes('third'));
  assert.equal(fixed.status, 200);
  assert.match(fixed.body, /Hello from the third version\./);
});

test('a broken body shows the overlay on its own page only; a template change renders through a fresh bundle', async () => {
  const file = path.join(root, 'content/docs/other.md');
  let reloaded = nextReload(server);
  await writeFile(file, '---\ntitle: Other\n---\n\n<Tabs>\n<TabItem value="a">\n\nNever closed.\n');
  await reloaded;
  const broken = await fetchWhen(`${server.url}docs/other`, (status) => status === 500);
  assert.equal(broken.status, 500);
  assert.match(broken.body, /&lt;Tabs&gt; block opened here is never closed|<Tabs> block opened here is never closed/);
  assert.equal((await fetch(`${server.url}docs/intro`)).status, 200, 'other pages still render');
  reloaded = nextReload(server);
  await writeFile(file, '---\ntitle: Other\n---\n\n:::note\n\nClosed.\n\n:::\n');
  await reloaded;
  assert.match((await fetchWhen(`${server.url}docs/other`, (_, body) => body.includes('Closed.'))).body, /Closed\./);

  const before = (await server.site.current()).inputs.render;
  assert.deepEqual([...(await server.site.apply([path.join(PACKAGE_ROOT, 'templates/footer.tsx')]))], ['templates']);
  assert.notEqual((await server.site.current()).inputs.render, before);
  assert.match(await (await fetch(`${server.url}docs/other`)).text(), /Closed\./);
});

test('a static image that changes size is shown at its new size: the pages that show it render again', async () => {
  const image = path.join(root, 'content/static/img/banner.svg');
  const banner = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40"/>`;
  await mkdir(path.dirname(image), { recursive: true });
  await writeFile(image, banner(100));
  const file = path.join(root, 'content/docs/other.md');
  let reloaded = nextReload(server);
  await writeFile(file, '---\ntitle: Other\n---\n\n![banner](/img/banner.svg)\n');
  await reloaded;
  const sized = (width: number) => (status: number, body: string) =>
    status === 200 && body.includes(`src="/img/banner.svg" alt="banner" loading="lazy" width="${width}" height="40"`);
  const before = await fetchWhen(`${server.url}docs/other`, sized(100));
  assert.ok(sized(100)(before.status, before.body), 'the page shows the image at its width');
  reloaded = nextReload(server);
  await writeFile(image, banner(300));
  await reloaded;
  const page = await fetchWhen(`${server.url}docs/other`, sized(300));
  assert.ok(sized(300)(page.status, page.body), 'the page shows the image at its new width');
});
