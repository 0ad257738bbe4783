/**
 * What the Markdown stage hands the doc page, as a reader sees it: the table of contents (levels from config, then
 * front matter; inline code shown as code), the generated H1 and `hide_title`, and the errors a build stops with.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const API_PAGE =
  "---\ntitle: BrowserWindow\n---\n\n## Class: BrowserWindow\n\n### `win.setBounds(bounds[, animate])`\n\n#### Event: 'close'\n\n##### Deep\n";

function tocLinks(html: string): string[] {
  // The TOC beside the content (the mobile one above it repeats the same links).
  const aside = /class="toc-aside">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...aside.matchAll(/class="toc__link" href="([^"]*)">(.*?)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
}

test('the TOC shows levels 2-4 by default, with inline code as code', async () => {
  const b = await buildFixture({ 'content/docs/api/browser-window.md': API_PAGE });
  built.push(b);
  assert.deepEqual(tocLinks(b.page('/docs/api/browser-window')), [
    '#class-browserwindow Class: BrowserWindow',
    '#winsetboundsbounds-animate <code>win.setBounds(bounds[, animate])</code>',
    "#event-close Event: 'close'",
  ]);
});

test('config docs.toc sets the levels and front matter narrows them per page', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource('docs: { toc: { minHeadingLevel: 3, maxHeadingLevel: 5 } }'),
    'content/docs/api/browser-window.md': API_PAGE,
    'content/docs/narrow.md': API_PAGE.replace('title: BrowserWindow', 'title: Narrow\ntoc_max_heading_level: 3'),
  });
  built.push(b);
  assert.deepEqual(
    tocLinks(b.page('/docs/api/browser-window')).map((l) => l.split(' ')[0]),
    ['#winsetboundsbounds-animate', '#event-close', '#deep'],
  );
  assert.deepEqual(
    tocLinks(b.page('/docs/narrow')).map((l) => l.split(' ')[0]),
    ['#winsetboundsbounds-animate'],
  );
});

test('a body without a leading H1 gets one from the title, unless hide_title or the title is empty', async () => {
  const b = await buildFixture({
    'content/docs/api/browser-window.md': API_PAGE,
    'content/docs/hidden.md': '---\ntitle: Hidden\nhide_title: true\n---\n\nText.\n',
    // lexical's package pages: `title: ''`, which Docusaurus draws no heading for.
    'content/docs/untitled.md': "---\ntitle: ''\n---\n\nText.\n",
    'content/docs/own.md': '---\ntitle: Front matter title\n---\n\n# Own H1\n\nText.\n',
  });
  built.push(b);
  assert.match(b.page('/docs/api/browser-window'), /<h1 class="doc__title">BrowserWindow<\/h1>/);
  assert.doesNotMatch(b.page('/docs/hidden'), /<h1/);
  assert.doesNotMatch(b.page('/docs/untitled'), /<h1/);
  const own = b.page('/docs/own');
  assert.equal(own.match(/<h1/g)?.length, 1, 'the body H1 is the only one');
  assert.match(own, /<title>Front matter title \| Fixture<\/title>/);
});

test('a Markdown error stops the build with the file, the line and the fix', async () => {
  await assert.rejects(
    buildFixture({ 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n\n<Tabs>\n<TabItem value="a">\n\nA\n' }),
    (error: Error & { location?: { file: string; line: number }; hint?: string }) => {
      assert.equal(error.message, 'the <Tabs> block opened here is never closed');
      assert.match(error.location!.file, /content\/docs\/a\.md$/);
      assert.equal(error.location!.line, 7);
      assert.match(String(error.hint), /<\/Tabs>/);
      return true;
    },
  );
});

test('a link to a file beside the doc (any extension) is copied into the output, as Docusaurus does', async () => {
  const b = await buildFixture({
    'content/docs/monitoring.md':
      '# Monitoring\n\nImport [the dashboard](./assets/server.json), apply [the rules](assets/rules.yaml), see [intro](./intro.md).\n',
    'content/docs/assets/server.json': '{ "panels": [] }\n',
    'content/docs/assets/rules.yaml': 'groups: []\n',
    'content/docs/intro.md': '# Intro\n',
  });
  built.push(b);
  const html = b.page('/docs/monitoring');
  const json = /href="\/(assets\/images\/server-[0-9a-f]{10}\.json)">the dashboard</.exec(html);
  const yaml = /href="\/(assets\/images\/rules-[0-9a-f]{10}\.yaml)">the rules</.exec(html);
  assert.ok(json && yaml, 'both files are linked at their copies');
  assert.ok(b.files().includes(json[1]) && b.files().includes(yaml[1]));
  assert.match(html, /href="\/docs\/intro">intro</);
  assert.deepEqual(
    b.warnings.filter((w) => /monitoring/.test(w.file ?? '')),
    [],
  );
});
