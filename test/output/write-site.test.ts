/**
 * The write stages run while the search stage may still be merging the index (src/output/write-site.ts): pages,
 * assets, static files, feeds and sitemaps are written first and the search files last, and a static file of a
 * search file's name still wins over it, as it did when the search files were written before the static folder.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { FileSystemWriter, MemoryWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

/** A doc, a blog post (feeds) and the static file `search.en.json`, where the locale's search file would go. */
const FILES = {
  'site.config.ts': configSource(),
  'content/docs/intro.md': `---\ntitle: Intro\n---\n\nHello ipcMain.\n`,
  'content/blog/2024-01-02-hello.md': `---\ntitle: Hello\n---\n\nA post.\n`,
  'content/static/search.en.json': '{"from":"the static folder"}\n',
};

const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

/** A memory writer that records the order files reach it. */
class OrderedWriter extends MemoryWriter {
  readonly order: string[] = [];
  override async write(file: string, content: string | Uint8Array) {
    this.order.push(file);
    return super.write(file, content);
  }
}

test('feeds and sitemaps are written before the search files, which wait for their stage', async () => {
  const root = await writeFixture(FILES);
  roots.push(root);
  const writer = new OrderedWriter();
  await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  const at = (pattern: RegExp) => writer.order.findIndex((f) => pattern.test(f));
  assert.ok(at(/^sitemap\.xml$/) >= 0 && at(/^blog\/atom\.xml$/) >= 0, writer.order.join('\n'));
  assert.ok(at(/^assets\/search-index\./) > at(/^sitemap\.xml$/), writer.order.join('\n'));
  assert.ok(at(/^assets\/search-snippets\./) > at(/^blog\/atom\.xml$/), writer.order.join('\n'));
});

test('a static file of a search file name wins over the search file', async () => {
  const root = await writeFixture(FILES);
  roots.push(root);
  const out = path.join(root, 'out');
  await build({ root, logger: silentLogger, writer: new FileSystemWriter(out), workers: 0, minify: false });
  assert.equal(readFileSync(path.join(out, 'search.en.json'), 'utf8'), FILES['content/static/search.en.json']);
  assert.match(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8'), /search\.en\.json/);
});

test('files and folders of the static folder whose names start with a dot are copied too, as Docusaurus copies them', async () => {
  // GitHub Pages needs .nojekyll; security.txt lives in .well-known.
  const root = await writeFixture({
    ...FILES,
    'content/static/.nojekyll': '',
    'content/static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  });
  roots.push(root);
  const writer = new MemoryWriter();
  await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  assert.equal(await writer.read('.nojekyll'), '');
  assert.equal(await writer.read('.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
});
