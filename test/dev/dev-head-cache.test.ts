/**
 * Heads kept between dev runs (src/dev/head-cache.ts): a stored head is used only for the very file it was read
 * from, under the same config; a file edited while the server was down is read afresh.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { loadConfig } from '../../src/config/load-config.js';
import { readHead } from '../../src/content/parse-entries.js';
import { scanContent } from '../../src/content/scan-content.js';
import { openHeadCache } from '../../src/dev/head-cache.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { silentLogger } from '../../src/logger.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const FILES = {
  'content/sidebars.js': `module.exports = { docs: ['intro', 'other'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\nslug: /start\n---\n\nHello.\n',
  'content/docs/other.md': '---\ntitle: Other\n---\n\nSee [the intro](./intro.md).\n',
};

test('a stored head is used for the same file under the same config only', async () => {
  const root = await writeFixture(FILES);
  try {
    const config = await loadConfig({ root });
    const files = await scanContent({ config, locales: ['en'] });
    const first = await openHeadCache(config);
    for (const file of files) assert.equal(first.get(file), undefined);
    for (const file of files) first.set(file, readHead(file, config));
    await first.save(files);

    const again = await openHeadCache(config);
    for (const file of files) {
      const { editUrl: _fresh, ...expected } = readHead(file, config);
      assert.deepEqual(again.get(file), expected, file.relPath);
    }
    const intro = files.find((f) => f.relPath === 'intro.md')!;
    assert.equal(again.get({ ...intro, source: intro.source.replace('Hello', 'Hi') }), undefined, 'another text');
    assert.equal(again.get({ ...intro, mtimeMs: intro.mtimeMs + 1000 }), undefined, 'another time');
    assert.equal(again.get({ ...intro, locale: 'de' }), undefined, 'another locale');

    await writeFile(path.join(root, 'site.config.ts'), configSource(`trailingSlash: true`));
    const otherConfig = await loadConfig({ root });
    const foreign = await openHeadCache(otherConfig);
    for (const file of files) assert.equal(foreign.get(file), undefined, 'another config');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a file edited while the dev server was down shows its new front matter on the next start', async () => {
  const root = await writeFixture(FILES);
  const start = () => startDevServer({ build, root, port: 0, logger: silentLogger, watch: false });
  try {
    let server = await start();
    assert.match(await (await fetch(`${server.url}docs/other`)).text(), /Intro/);
    const stored = path.join(root, 'node_modules/.cache/sitegen/dev-heads.bin');
    for (let i = 0; i < 100 && !existsSync(stored); i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(existsSync(stored), 'the heads are stored once the server has started');
    await server.close();

    await writeFile(path.join(root, 'content/docs/intro.md'), '---\ntitle: Welcome\nslug: /begin\n---\n\nHello.\n');
    server = await start();
    const other = await (await fetch(`${server.url}docs/other`)).text();
    assert.match(other, /Welcome/);
    assert.match(other, /href="\/docs\/begin"/);
    assert.equal((await fetch(`${server.url}docs/begin`)).status, 200);
    await server.close();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
