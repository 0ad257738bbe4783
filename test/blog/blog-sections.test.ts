/**
 * `blog.sections`: further blogs beside the main one, each with its own folder, URLs, authors, tags, feeds and
 * sidebar, translated from its own folder.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { blogPaths } from './blog-fixture.js';

let site: BuiltFixture;

before(async () => {
  site = await buildFixture(
    {
      'site.config.ts': configSource(`
        i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
        blog: {
          sections: [
            { id: 'news', path: 'content/news', routeBasePath: '/news/', title: 'News', sidebarTitle: 'Latest news', postsPerPage: 1 },
          ],
        },`),
      'content/docs/intro.md': '# Intro\n',
      'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: ana\n---\n\nHi.\n',
      'content/blog/authors.yml': 'ana:\n  name: Ana\n',
      'content/news/2024-01-02-hello.md': '---\ntitle: News one\nauthors: rex\ntags: [release]\n---\n\nOne.\n',
      'content/news/2024-03-01-two.md':
        '---\ntitle: News two\nauthors: rex\n---\n\nTwo. [One](./2024-01-02-hello.md)\n',
      'content/news/authors.yml': 'rex:\n  name: Rex\n  image_url: /img/rex.png\n',
      'content/i18n/de/news/2024-01-02-hello.md': '---\ntitle: Nachricht eins\nauthors: rex\n---\n\nEins.\n',
    },
    { locales: ['en', 'de'] },
  );
});
after(() => site.cleanup());

test('a blog section has its own list pages, posts, archive, tags and feeds below its routeBasePath', () => {
  assert.deepEqual(
    blogPaths(site).filter((p) => p.startsWith('/news')),
    [
      '/news',
      '/news/2024/01/02/hello',
      '/news/2024/03/01/two',
      '/news/archive',
      '/news/page/2',
      '/news/tags',
      '/news/tags/release',
    ],
  );
  assert.match(site.page('/news/2024/01/02/hello'), /Rex/);
  assert.match(site.page('/news/2024/03/01/two'), /href="\/news\/2024\/01\/02\/hello">One<\/a>/);
  assert.match(site.page('/news'), /<h1>News<\/h1>/);
  assert.match(site.page('/news'), /Latest news/);
  assert.match(site.writer.text('news/rss.xml'), /<title><!\[CDATA\[News two\]\]><\/title>/);
  assert.doesNotMatch(site.writer.text('blog/rss.xml'), /News/);
  assert.match(site.page('/blog/2024/01/02/hello'), /Ana/);
});

test("a missing avatar is named in the blog section's own authors file", () => {
  const missing = site.warnings.filter((w) => w.code === 'missing-image');
  assert.deepEqual(
    missing.map((w) => [path.relative(site.root, w.file ?? ''), w.line]),
    [['content/news/authors.yml', 3]],
  );
});

test("search covers a blog section's posts", () => {
  const index = site
    .files()
    .filter((f) => /^assets\/search-(index|snippets)\.en\./.test(f))
    .map((f) => site.writer.text(f))
    .join('\n');
  assert.match(index, /News two/);
  assert.match(index, /\/news\/2024\/03\/01\/two/);
});

test("a blog section's posts share a path with the main blog's and are translated from its own folder", () => {
  assert.match(site.page('/de/news/2024/01/02/hello'), /Nachricht eins/);
  assert.match(site.page('/de/blog/2024/01/02/hello'), /Hello/);
});
