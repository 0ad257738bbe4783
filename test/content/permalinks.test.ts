import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveConfig } from '../../src/config/load-config.js';
import type { ResolvedConfig } from '../../src/config/schema.js';
import {
  blogNameParts,
  blogPermalink,
  docId,
  docPermalink,
  joinUrl,
  pagePermalink,
  routeKey,
} from '../../src/content/permalinks.js';

/** A resolved config with these base paths, as written in site.config.ts. */
function bases(docs: string, blog = 'blog'): ResolvedConfig {
  const raw = { title: 'T', url: 'https://example.com', docs: { routeBasePath: docs }, blog: { routeBasePath: blog } };
  return resolveConfig(raw, { root: '/site', configFile: null });
}

test('doc ids: the path without extension; front matter id replaces only the file name', () => {
  assert.equal(docId('latest/api/app.md', {}), 'latest/api/app');
  assert.equal(docId('intro.mdx', {}), 'intro');
  assert.equal(docId('latest/api/app.md', { id: 'application' }), 'latest/api/application');
  assert.equal(docId('intro.md', { id: 'start' }), 'start');
});

test('doc permalinks: the path, a relative slug beside the file, an absolute slug from the docs root', () => {
  const config = bases('docs');
  assert.equal(docPermalink('latest/api/app.md', {}, config), '/docs/latest/api/app');
  assert.equal(docPermalink('latest/api/app.md', { slug: 'application' }, config), '/docs/latest/api/application');
  assert.equal(docPermalink('latest/api/app.md', { slug: '/app' }, config), '/docs/app');
  assert.equal(docPermalink('intro.md', { slug: 'start' }, config), '/docs/start');
  assert.equal(
    docPermalink('latest/index.md', { slug: '/latest/' }, config),
    '/docs/latest/',
    'a trailing slash written by the author stays',
  );
  assert.equal(docPermalink('intro.md', { slug: 3 }, config), '/docs/intro', 'a slug that is not a string is ignored');
  // A relative slug resolves like a path from the doc's folder and stops at the docs root, as in Docusaurus:
  // however many `..` it climbs, the page stays inside the docs.
  assert.equal(docPermalink('x.md', { slug: '../../../x' }, config), '/docs/x');
  assert.equal(docPermalink('guides/intro.md', { slug: '../start' }, config), '/docs/start');
});

test('the docs base path is the same with or without slashes (the schema trims them), and may be the site root', () => {
  assert.equal(bases('/docs/').docs.routeBasePath, 'docs');
  for (const base of ['docs', '/docs', 'docs/', '/docs/'])
    assert.equal(docPermalink('a.md', {}, bases(base)), '/docs/a', base);
  assert.equal(docPermalink('a.md', {}, bases('/')), '/a');
  assert.equal(docPermalink('a.md', {}, bases('')), '/a');
  assert.equal(docPermalink('a.md', { slug: '/' }, bases('docs')), '/docs/');
});

test('blog posts: date and slug from the file or folder name, dated as Docusaurus dates them', () => {
  assert.deepEqual(blogNameParts('2024-03-05-electron-30.md'), {
    slug: '2024/03/05/electron-30',
    date: '2024-03-05',
    text: 'electron-30',
  });
  assert.deepEqual(blogNameParts('2024-03-05-electron-30/index.md'), {
    slug: '2024/03/05/electron-30',
    date: '2024-03-05',
    text: 'electron-30',
  });
  // The date first, then the folders it sits in (Docusaurus 2.4.3's parseBlogFileName: `/${date}/${folder}${text}`).
  assert.deepEqual(blogNameParts('2024/2024-03-05-news.mdx'), {
    slug: '2024/03/05/2024/news',
    date: '2024-03-05',
    text: 'news',
  });
  assert.deepEqual(blogNameParts('2024-3-5-news.md'), { slug: '2024/3/5/news', date: '2024-03-05', text: 'news' });
  assert.deepEqual(blogNameParts('undated-post.md'), { slug: 'undated-post', date: null, text: 'undated-post' });
  assert.equal(blogPermalink('electron-30', bases('docs').blog), '/blog/electron-30');
  assert.equal(blogPermalink('/electron-30', bases('docs', '/news/').blog), '/news/electron-30');
});

test('Markdown pages: their path, index files at their folder', () => {
  assert.equal(pagePermalink('about.md'), '/about');
  assert.equal(pagePermalink('community/index.md'), '/community/');
  assert.equal(pagePermalink('index.md'), '/');
  assert.equal(pagePermalink('a/b.mdx'), '/a/b');
});

test('joinUrl collapses slashes and always starts with one', () => {
  assert.equal(joinUrl('docs', 'a'), '/docs/a');
  assert.equal(joinUrl('/docs/', '/a/'), '/docs/a/');
});

test('route keys: trailing slash, .html, index.html, query, hash and percent-encoding name one route', () => {
  for (const p of ['/x', '/x/', '/x.html', '/x/index.html', '/x?y=1', '/x#top']) assert.equal(routeKey(p), '/x', p);
  assert.equal(routeKey('/'), '/');
  assert.equal(routeKey('/index.html'), '/');
  assert.equal(routeKey('/a%20b'), '/a b');
  // Paths that are keys already are returned as they are: the same keys as every step would give.
  const everyStep = (urlPath: string) => {
    let p = urlPath.split(/[?#]/)[0];
    try {
      p = decodeURI(p);
    } catch {
      /* kept */
    }
    p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (p.length > 1) p = p.replace(/\/+$/, '');
    return p || '/';
  };
  for (const p of [
    '',
    '/',
    '//',
    'x',
    '/x',
    '/x.htm',
    '/x.html/',
    '/a/b',
    '/a/b//',
    '/%E4%B8%AD',
    '/%E4',
    '/x\n/',
    '/api/app.html',
    '/docs/latest/',
  ])
    assert.equal(routeKey(p), everyStep(p), JSON.stringify(p));
  assert.equal(routeKey('/bad%E0'), '/bad%E0', 'an invalid escape is kept as written');
});
