/**
 * A Markdown file's own module is compiled in-process; each thing it imports (a component, a package) is one
 * esbuild bundle for every file that imports it, built again once a file it read changes. Theme modules and
 * partials need no bundle; each file gets the partials of its own folder.
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

test('files whose imports are theme modules and partials need no bundle; each gets the partial of its own folder', async () => {
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
  assert.equal(bundleCounts.built - before.built, 0, 'no esbuild bundle');
  assert.equal(bundleCounts.reused - before.reused, 0);
});

test('a component that many files import is bundled once, from whichever folder they import it', async () => {
  const doc = (spec: string) => `# D\n\nimport Box from '${spec}';\n\n<Box />\n`;
  const before = { ...bundleCounts };
  const b = await site({
    'src/Box.js': 'export default function Box() { return <b className="box">box</b>; }\n',
    'content/docs/one/a.md': doc('@site/src/Box'),
    'content/docs/two/a.md': doc('@site/src/Box'),
    'content/docs/two/b.md': doc('../../../src/Box'),
    'content/docs/three/a.md': doc('../../../src/Box'),
  });
  for (const page of ['one/a', 'two/a', 'two/b', 'three/a']) {
    assert.match(b.page(`/docs/${page}`), /<b class="box">box<\/b>/);
  }
  assert.equal(bundleCounts.built - before.built, 2, 'one bundle for @site/src/Box, one for ../../../src/Box');
  assert.equal(bundleCounts.reused - before.reused, 2);
});

test('the components a file imports share the modules they import, as in one webpack bundle', async () => {
  const b = await site({
    'src/counter.js': 'let n = 0;\nexport const next = () => ++n;\n',
    'src/First.js':
      "import { next } from './counter';\nexport default function First() { return <em>first {next()}</em>; }\n",
    'src/Second.js':
      "import { next } from './counter';\nexport default function Second() { return <em>second {next()}</em>; }\n",
    'content/docs/a.md':
      "# A\n\nimport First from '@site/src/First';\nimport Second from '@site/src/Second';\n\n<First />\n\n<Second />\n",
  });
  const page = b.page('/docs/a').replaceAll('<!-- -->', '');
  const counts = [/<em>first (\d)<\/em>/, /<em>second (\d)<\/em>/].map((re) => re.exec(page)?.[1]);
  assert.deepEqual(counts.sort(), ['1', '2'], 'one counter module for both components');
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

for (const [what, file] of [
  ['a package file it read has changed (sitegen dev outlives npm install)', 'node_modules/badge/index.js'],
  ['a component it read has changed (an edit in sitegen dev)', 'src/Badge.js'],
]) {
  test(`a kept bundle is built again once ${what}`, async () => {
    const spec = file.startsWith('src/') ? '@site/src/Badge' : 'badge';
    const badge = (text: string) => `export default function Badge() { return <i className="badge">${text}</i>; }\n`;
    const b = await site({
      'node_modules/badge/package.json': '{ "name": "badge", "main": "index.js" }',
      [file]: badge('one'),
      'content/docs/a.md': `# D\n\nimport Badge from '${spec}';\n\n<Badge />\n`,
    });
    assert.match(b.page('/docs/a'), /<i class="badge">one<\/i>/);
    const at = path.join(b.root, file);
    writeFileSync(at, badge('two'));
    utimesSync(at, new Date(), new Date(Date.now() + 5_000));
    const writer = new MemoryWriter();
    await build({ root: b.root, logger: silentLogger, writer, workers: 0, minify: false });
    assert.match(writer.text('docs/a/index.html'), /<i class="badge">two<\/i>/);
  });
}

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

test("the build's summary counts the islands Markdown brought in", async () => {
  const b = await site({
    'src/components/Counter.tsx':
      "'use client';\nimport { useState } from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; }\n",
    'content/docs/pkg.md': "# P\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter />\n",
  });
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn() {}, error() {}, progress() {} };
  await build({ root: b.root, logger, writer: new MemoryWriter(), workers: 0, minify: false });
  assert.match(logged.join('\n'), /sources.*, 1 island in Markdown/);
});
