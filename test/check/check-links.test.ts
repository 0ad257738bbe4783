import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkLinks } from '../../src/check/check-links.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { buildFixture, configSource } from '../helpers/fixture-site.js';

test('sitemap entries without a page are reported with their line; entries on other origins are not judged', async () => {
  const site = await buildFixture({ 'content/home/README.md': '# Home\n', 'content/docs/a.md': '# A\n' });
  try {
    const writer = new MemoryWriter();
    const xml = [
      '<?xml version="1.0"?>',
      '<urlset>',
      '<url><loc>https://example.com/docs/a</loc></url>',
      '<url><loc>https://example.com/docs/gone</loc></url>',
      '<url><loc>https://other.org/x</loc></url>',
      '</urlset>',
    ].join('\n');
    await writer.write('sitemap.xml', xml);
    const warnings = await checkLinks({ config: site.config, models: site.models, writer });
    assert.deepEqual(warnings, [
      {
        code: 'sitemap-without-page',
        file: 'sitemap.xml',
        line: 4,
        column: 6,
        message: 'sitemap entry without a page: /docs/gone',
        link: 'https://example.com/docs/gone',
      },
    ]);
  } finally {
    await site.cleanup();
  }
});

test('the sitemaps a build writes name only pages that exist; static and generated files are link targets where they are', async () => {
  const site = await buildFixture({
    'content/home/README.md': '# Home\n',
    'site.config.ts': configSource(`i18n: { locales: ['en', 'de'] }`),
    'content/docs/a.md': '# A\n\n[static](/files/report.txt) and [sitemap](/sitemap.xml).\n',
    'content/static/files/report.txt': 'report',
  });
  try {
    assert.ok(site.writer.files.has('de/sitemap.xml'), 'a sitemap per locale');
    // Static files are copied to the output root only: a link to one is its URL in every locale, and the
    // sitemap link is each locale's own.
    assert.deepEqual(
      site.warnings.filter((w) => w.code !== 'missing-translation').map((w) => [w.code, w.line, w.message]),
      [],
    );
    assert.match(
      site.page('/de/docs/a'),
      /<a href="\/files\/report\.txt">static<\/a> and <a href="\/de\/sitemap\.xml">/,
    );
  } finally {
    await site.cleanup();
  }
});

test('linkCheck.ignore in the config matches the link as written and the path it resolves to', async () => {
  const site = await buildFixture({
    'content/home/README.md': '# Home\n',
    'site.config.ts': configSource(`linkCheck: { ignore: ['^/api-playground/'] }`),
    'content/docs/guide/a.md':
      '# A\n\n[play](../../api-playground/x) and [play too](/api-playground/y) but [gone](/gone).\n',
  });
  try {
    assert.deepEqual(
      site.warnings.map((w) => [w.code, w.message, w.link]),
      [['broken-link', 'page not found: /gone', '/gone']],
    );
  } finally {
    await site.cleanup();
  }
});

test('a link in a table cell is reported at its own line and at its target, not at the top of the page', async () => {
  // webdriver.io's API docs: links in a GFM table were all reported at the first line after the front matter.
  const site = await buildFixture({
    'content/home/README.md': '# Home\n',
    'content/docs/table.md': [
      '---',
      'title: Table',
      '---',
      '',
      'First paragraph.',
      '',
      'Second paragraph.',
      '',
      '| name | what |',
      '| ---- | ---- |',
      '| a | fine |',
      '| x | see [missing](/docs/nope) |',
      '',
    ].join('\n'),
  });
  try {
    assert.deepEqual(
      site.warnings.map((w) => [w.message, w.line, w.column]),
      [['page not found: /docs/nope', 12, 21]],
    );
  } finally {
    await site.cleanup();
  }
});

test("a link that names a page only in another case is broken on a sitegen site, and the warning names the page's URL", async () => {
  // A static server matches paths exactly; only Docusaurus's router ignores case (test/docusaurus/docusaurus-link-case).
  const site = await buildFixture({
    'content/home/README.md': '# Home\n',
    'content/docs/intro.md': '# Intro\n\nSee [v3](/docs/docsearch-v3#setup).\n',
    'content/docs/DocSearch-v3.md': '# V3\n\n## Setup\n',
  });
  try {
    assert.match(site.page('/docs/intro'), /<a href="\/docs\/docsearch-v3#setup">v3<\/a>/);
    const broken = site.warnings.filter((w) => w.code === 'broken-link');
    assert.deepEqual(
      broken.map((w) => [path.relative(site.root, w.file ?? ''), w.line, w.message]),
      [
        [
          'content/docs/intro.md',
          3,
          'page not found: /docs/docsearch-v3; it is /docs/DocSearch-v3 (URLs are case-sensitive)',
        ],
      ],
    );
  } finally {
    await site.cleanup();
  }
});
