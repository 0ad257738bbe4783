/**
 * The module of a Markdown file whose imports are all external (theme modules, partials) reads no file, so files
 * with the same MDX (the versions of one doc) share one esbuild bundle; each still gets its own partials, resolved
 * from its own folder, and a module that bundles a site file is built per file.
 */
import assert from 'node:assert/strict';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../../src/commands/build.js';
import { silentLogger } from '../../../src/logger.js';
import { MemoryWriter } from '../../../src/output/writer.js';
import type { Logger } from '../../../src/logger.js';
import { bundleCounts } from '../../../src/markdown/mdx/mdx-bundle.js';
import { buildFixture, type BuiltFixture, type FixtureFiles } from '../../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: FixtureFiles): Promise<BuiltFixture> {
  const b = await buildFixture(files);
  built.push(b);
  return b;
}

const DOC = [
  '# Shared doc',
  '',
  "import Note from './_note.md';",
  "import TOCInline from '@theme/TOCInline';",
  '',
  '<TOCInline toc={toc} />',
  '',
  '## Section',
  '',
  '<Note />',
].join('\n');

test('files with the same self-contained MDX share one bundle, each with the partial of its own folder', async () => {
  const before = { ...bundleCounts };
  const b = await site({
    'content/docs/one/a.md': DOC,
    'content/docs/one/_note.md': 'Note of **one**.\n',
    'content/docs/two/a.md': DOC,
    'content/docs/two/_note.md': 'Note of **two**.\n',
    'content/docs/three/a.md': DOC,
    'content/docs/three/_note.md': 'Note of **three**.\n',
  });
  for (const name of ['one', 'two', 'three']) {
    const html = b.page(`/docs/${name}/a`);
    assert.match(html, new RegExp(`<p>Note of <strong>${name}</strong>.</p>`));
    assert.match(html, /<div class="toc-inline"><ul><li[^>]*><a href="#section">Section<\/a><\/li><\/ul><\/div>/);
  }
  assert.equal(bundleCounts.built - before.built, 1, 'one esbuild bundle for the three files');
  assert.equal(bundleCounts.reused - before.reused, 2);
});

test('a module that bundles a site file is built for each file that imports it', async () => {
  const doc = "# D\n\nimport Box from '@site/src/Box';\n\n<Box />\n";
  const before = { ...bundleCounts };
  const b = await site({
    'src/Box.js': 'export default function Box() { return <b className="box">box</b>; }\n',
    'content/docs/one/a.md': doc,
    'content/docs/two/a.md': doc,
  });
  for (const name of ['one', 'two']) assert.match(b.page(`/docs/${name}/a`), /<b class="box">box<\/b>/);
  assert.equal(bundleCounts.built - before.built, 2);
  assert.equal(bundleCounts.reused - before.reused, 0);
});

test('a module that bundles a package is shared by files whose folders resolve packages alike, not by others', async () => {
  const doc = "# D\n\nimport Badge from 'badge';\n\n<Badge />\n";
  const badge = (text: string) => `export default function Badge() { return <i className="badge">${text}</i>; }\n`;
  const before = { ...bundleCounts };
  const b = await site({
    'node_modules/badge/package.json': '{ "name": "badge", "main": "index.js" }',
    'node_modules/badge/index.js': badge('site'),
    'content/docs/one/a.md': doc,
    'content/docs/two/a.md': doc,
    'content/docs/own/node_modules/badge/package.json': '{ "name": "badge", "main": "index.js" }',
    'content/docs/own/node_modules/badge/index.js': badge('own'),
    'content/docs/own/a.md': doc,
  });
  for (const name of ['one', 'two']) assert.match(b.page(`/docs/${name}/a`), /<i class="badge">site<\/i>/);
  assert.match(b.page('/docs/own/a'), /<i class="badge">own<\/i>/);
  assert.equal(bundleCounts.built - before.built, 2, 'one bundle for one/ and two/, one for own/');
  assert.equal(bundleCounts.reused - before.reused, 1);
});

test('a kept bundle is built again once a package file it read has changed (sitegen dev outlives npm install)', async () => {
  const doc = "# D\n\nimport Badge from 'badge';\n\n<Badge />\n";
  const badge = (text: string) => `export default function Badge() { return <i className="badge">${text}</i>; }\n`;
  const b = await site({
    'node_modules/badge/package.json': '{ "name": "badge", "main": "index.js" }',
    'node_modules/badge/index.js': badge('one'),
    'content/docs/a.md': doc,
  });
  assert.match(b.page('/docs/a'), /<i class="badge">one<\/i>/);
  const file = path.join(b.root, 'node_modules/badge/index.js');
  writeFileSync(file, badge('two'));
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  const writer = new MemoryWriter();
  await build({ root: b.root, logger: silentLogger, writer, workers: 0, minify: false });
  assert.match(writer.text('docs/a/index.html'), /<i class="badge">two<\/i>/);
});

test('a body whose module imports only theme modules is kept by the build cache; one that imports a package is not', async () => {
  const b = await site({
    'node_modules/badge/package.json': '{ "name": "badge", "main": "index.js" }',
    'node_modules/badge/index.js': 'export default function Badge() { return <i>badge</i>; }\n',
    'content/docs/toc.md': DOC.replace("import Note from './_note.md';\n", '').replace('<Note />', 'Text.'),
    'content/docs/pkg.md': "# P\n\nimport Badge from 'badge';\n\n<Badge />\n",
  });
  const warm = async () => {
    const logged: string[] = [];
    const logger: Logger = { info: (m) => logged.push(m), warn() {}, error() {}, progress() {} };
    await build({ root: b.root, logger, writer: new MemoryWriter(), workers: 0, minify: false, cache: true });
    return Number(/(\d+) from the cache/.exec(logged.join('\n'))?.[1]);
  };
  await warm();
  assert.equal(await warm(), 1, 'toc.md comes from the cache, pkg.md is rendered again');
});
