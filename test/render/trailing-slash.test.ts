/**
 * Docusaurus's `trailingSlash` applied to the links of a finished page: every site path gets or loses its slash,
 * whatever follows it (query, hash), and runs of slashes become one; files, the site root, the base URL and
 * other sites keep theirs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trailingSlashLinks } from '../../src/render/trailing-slash.js';

const HREFS = [
  '/docs/a',
  '/docs/a/',
  '/docs/a//',
  '/docs/a?x=1',
  '/docs/a/?x=1#top',
  '/docs/a#top',
  '/docs/a/#top',
  '/img/logo.svg',
  '/img/logo.svg/',
  '/files/Guide.PDF',
  '/docs/api/bxl.Context',
  '/docs/api/bxl.Context/',
  '/',
  '/base/',
  '/base',
  '//cdn.example/x/',
  'https://site.example/docs/b',
  'https://site.example/docs/b/',
  'https://other.example/docs/c/',
  '#section',
  '',
];

/** The links of a page holding every href above, rewritten, in order. */
function rewritten(trailingSlash: boolean, baseUrl: string): string[] {
  const html = HREFS.map((href) => ` <a href="${href}">x</a>`).join('');
  const out = trailingSlashLinks(html, { trailingSlash, baseUrl, origin: 'https://site.example/' });
  return [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

/** Every href, with those `changed` names rewritten as it says. */
const expected = (changed: Record<string, string>) => HREFS.map((href) => changed[href] ?? href);

test('trailingSlash: true gives every page link one trailing slash, before its query or hash', () => {
  assert.deepEqual(
    rewritten(true, '/'),
    expected({
      '/docs/a': '/docs/a/',
      '/docs/a//': '/docs/a/',
      '/docs/a?x=1': '/docs/a/?x=1',
      '/docs/a#top': '/docs/a/#top',
      // A page whose name has a dot (buck2's API pages), not a file.
      '/docs/api/bxl.Context': '/docs/api/bxl.Context/',
      '/base': '/base/',
      'https://site.example/docs/b': 'https://site.example/docs/b/',
    }),
  );
});

test('trailingSlash: false takes every trailing slash off page links; the base URL itself keeps its own', () => {
  // Outside the base URL: not the site's pages.
  assert.deepEqual(rewritten(false, '/base/'), expected({}));
  assert.deepEqual(
    rewritten(false, '/'),
    expected({
      '/docs/a/': '/docs/a',
      '/docs/a//': '/docs/a',
      '/docs/a/?x=1#top': '/docs/a?x=1#top',
      '/docs/a/#top': '/docs/a#top',
      '/docs/api/bxl.Context/': '/docs/api/bxl.Context',
      '/base/': '/base',
      'https://site.example/docs/b/': 'https://site.example/docs/b',
    }),
  );
});

test('an href after any whitespace is a link; an attribute that ends in href is not', () => {
  const html = '<a\nhref="/docs/a">x</a><a\thref="/docs/b">y</a><div data-href="/docs/c"></div><a href="/docs/d">z</a>';
  assert.equal(
    trailingSlashLinks(html, { trailingSlash: true, baseUrl: '/', origin: 'https://site.example' }),
    '<a\nhref="/docs/a/">x</a><a\thref="/docs/b/">y</a><div data-href="/docs/c"></div><a href="/docs/d/">z</a>',
  );
});

test('the same href on many pages is rewritten alike each time, and under each rule by its own', () => {
  const page = ' <a href="/docs/a">x</a> <a href="/docs/a/">y</a>';
  const options = { baseUrl: '/', origin: 'https://site.example' };
  for (let i = 0; i < 3; i++) {
    assert.equal(
      trailingSlashLinks(page, { ...options, trailingSlash: true }),
      ' <a href="/docs/a/">x</a> <a href="/docs/a/">y</a>',
    );
    assert.equal(
      trailingSlashLinks(page, { ...options, trailingSlash: false }),
      ' <a href="/docs/a">x</a> <a href="/docs/a">y</a>',
    );
  }
});
