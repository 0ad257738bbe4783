/**
 * A relative image or file path written with backslashes (`..\img\a.png`, as a Windows author types it) names the
 * same file as with slashes: Docusaurus parses it with Node's `url.parse`, which turns them into slashes, and browsers
 * do the same with a URL. apache/rocketmq-site's English streams docs use it. It is still refused outside the site.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { SitegenError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { configSource } from '../helpers/fixture-site.js';

const parents: string[] = [];
after(() => Promise.all(parents.map((p) => rm(p, { recursive: true, force: true }))));

async function buildSite(files: Record<string, string | Buffer>, outside: Record<string, string | Buffer> = {}) {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-backslash-'));
  parents.push(parent);
  const root = path.join(parent, 'site');
  const all = { 'site.config.ts': configSource(), 'content/docs/a.md': '# A\n', ...files };
  for (const [base, entries] of [
    [root, all],
    [parent, outside],
  ] as const)
    for (const [name, content] of Object.entries(entries)) {
      await mkdir(path.dirname(path.join(base, name)), { recursive: true });
      await writeFile(path.join(base, name), content);
    }
  const writer = new MemoryWriter();
  const result = await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  return { writer, result };
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an image and a file link written with backslashes are found and copied, with no warning', async () => {
  const { writer, result } = await buildSite({
    'content/docs/guide/page.md': '# Page\n\n![diagram](..\\img\\diagram.png)\n\n[the data](..\\files\\data.json)\n',
    'content/docs/img/diagram.png': PNG,
    'content/docs/files/data.json': '{}\n',
  });
  const html = String(writer.files.get('docs/guide/page/index.html'));
  const image = /<img[^>]*src="([^"]*)"/.exec(html)?.[1];
  assert.match(image ?? '', /\/assets\/.*diagram.*\.png$/, 'the image points at its copy');
  assert.ok(writer.copies.has(image!.replace(/^\//, '')) || writer.files.has(image!.replace(/^\//, '')));
  assert.match(html, /href="\/assets\/[^"]*data[^"]*\.json"/, 'the file link points at its copy');
  const messages = result.warnings.map((w) => w.message).join('\n');
  assert.doesNotMatch(messages, /not found|diagram|data\.json/);
});

// In Markdown `\.` is an escaped dot, so a path climbs with backslashes only percent-encoded.
test('a backslash path that climbs out of the site is refused like a slash one', async () => {
  const error = await buildSite(
    { 'content/docs/x.md': '# X\n\n![x](..%5C..%5C..%5Csecret.png)\n' },
    { 'secret.png': PNG },
  ).then(
    () => assert.fail('the build should fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof SitegenError, String(error));
  assert.match(error.message, /points outside the site folder/);
});
