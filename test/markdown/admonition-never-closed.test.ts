/**
 * An admonition without its closing line renders as Docusaurus renders it (to the end of its container) and is
 * named in the build's warnings with file and line; a warm build, whose body comes from the cache, names it too.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const SITE = {
  'content/sidebars.js': `module.exports = { docs: ['intro'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nIntro.\n\n:::note Watch out\nText.\n\nMore.\n',
};

async function buildSite(root: string) {
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: () => {}, error() {}, progress() {} };
  const writer = new MemoryWriter();
  const result = await build({ root, logger, writer, workers: 0, minify: false, cache: true });
  const fromCache = parseInt(/(\d+) from the cache/.exec(logged.join('\n'))?.[1] ?? 'NaN', 10);
  const warnings = result.warnings.filter((w) => /admonition/.test(w.message));
  return { result, fromCache, warnings };
}

test('an admonition never closed is a warning naming file:line, on cold and warm builds alike', async () => {
  const root = await writeFixture(SITE);
  temps.push(root);
  for (const run of ['cold', 'warm']) {
    const { result, fromCache, warnings } = await buildSite(root);
    assert.equal(fromCache, run === 'cold' ? 0 : 1, `${run}: the body ${run === 'cold' ? 'renders' : 'is cached'}`);
    assert.equal(warnings.length, 1, `${run}: one warning`);
    assert.equal(warnings[0].file, path.join(root, 'content/docs/intro.md'));
    assert.equal(warnings[0].line, 7);
    assert.equal(
      warnings[0].message,
      "admonition :::note is never closed; add ':::' where it ends (until then it runs to the end of its container, as in Docusaurus)",
    );
    // The rendering is Docusaurus's: the box holds everything after it.
    assert.match(result.parsed.entries.get('doc:en:intro')!.html, /<p>Text\.<\/p>\n<p>More\.<\/p>\n<\/div><\/div>/);
  }
});

test('a closed admonition is no warning', async () => {
  const root = await writeFixture({ ...SITE, 'content/docs/intro.md': 'Intro.\n\n:::note\nText.\n:::\n' });
  temps.push(root);
  assert.deepEqual((await buildSite(root)).warnings, []);
});

test('a keyword that starts with an admonition keyword is read as Docusaurus 2 reads it, and named', async () => {
  // Docusaurus 2's opener is `:::(secondary|info|...)(?: *(.*))?`: `:::information` is an info box titled "rmation".
  const root = await writeFixture({
    ...SITE,
    'content/docs/intro.md': 'Intro.\n\n:::information Read this\nText.\n:::\n',
  });
  temps.push(root);
  const { result, warnings } = await buildSite(root);
  const html = result.parsed.entries.get('doc:en:intro')!.html;
  assert.match(html, /theme-admonition-info alert alert--info/);
  assert.match(html, /rmation Read this<\/div>/);
  assert.match(html, /<p>Text\.<\/p>\n<\/div><\/div>/);
  assert.doesNotMatch(html, /:::/);
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0].line, 3);
  assert.equal(
    warnings[0].message,
    ':::information is no admonition keyword; it is drawn as Docusaurus 2 reads it, :::info with the title "rmation Read this": write :::info, or another keyword, and a space before the title',
  );
});

test('a word that only looks like an admonition keyword stays text, as in Docusaurus', async () => {
  const root = await writeFixture({ ...SITE, 'content/docs/intro.md': 'Intro.\n\n:::details\nText.\n:::\n' });
  temps.push(root);
  const { result, warnings } = await buildSite(root);
  assert.match(result.parsed.entries.get('doc:en:intro')!.html, /<p>:::details\nText\.\n:::<\/p>/);
  assert.deepEqual(warnings, []);
});

test('an admonition never closed in a list item ends with the item: what follows the item is kept', async () => {
  // babel's parser.md: a `:::caution` indented in a nested list item, its text and `:::` at column 0. The box ends
  // where its container does; the rest of the page (later items, sections) was dropped.
  const doc = [
    '# Intro',
    '',
    '- outer:',
    '',
    '  - inner',
    '',
    '    :::caution',
    'Deprecated.',
    ':::',
    '',
    '- later item',
    '',
    '## Later section',
    '',
    'Later text.',
    '',
  ].join('\n');
  const root = await writeFixture({ ...SITE, 'content/docs/intro.md': doc });
  temps.push(root);
  const { result, warnings } = await buildSite(root);
  assert.equal(warnings.length, 1);
  const html = result.parsed.entries.get('doc:en:intro')!.html;
  for (const text of ['Deprecated.', 'later item', 'Later section', 'Later text.'])
    assert.ok(html.includes(text), text);
});

test('an admonition opened on the last line, with its text on that line, is a box with that title, not a crash', async () => {
  // rocketmq-site's concept page ends `:::note <a sentence> :::`: one line, the document's last. Docusaurus 2 draws an
  // empty box titled by the rest of the line (its ` :::` included); the rule ran to the document's end with nothing
  // to read and left markdown-it's line where it was, which stopped the build.
  for (const end of ['', '\n']) {
    const root = await writeFixture({
      ...SITE,
      'content/docs/intro.md': `Intro.\n\n:::note Mind the topics. :::${end}`,
    });
    temps.push(root);
    const { result, warnings } = await buildSite(root);
    const html = result.parsed.entries.get('doc:en:intro')!.html;
    assert.match(html, /theme-admonition-note[^]*Mind the topics\. :::<\/div>/, JSON.stringify(end));
    assert.equal(warnings.length, 1, JSON.stringify(end));
    assert.equal(warnings[0].line, 3);
  }
});
