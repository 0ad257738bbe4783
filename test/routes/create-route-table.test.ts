import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ResolvedConfig } from '../../src/config/schema.js';
import { createRouteTable, type LocaleContent, type RouteSource } from '../../src/routes/create-route-table.js';
import type { Route } from '../../src/types.js';

const config = { root: '/site' } as ResolvedConfig;
const content: LocaleContent = {
  locale: 'en',
  entries: new Map(),
  sidebars: { sidebars: new Map(), sidebarOf: new Map(), order: new Map(), paging: new Map() },
};

/** A route source that returns these routes, each from `source`. */
function source(file: string, ...paths: string[]): RouteSource {
  return () => paths.map((p): Route => ({ path: p, kind: 'markdown-page', source: file }));
}

test('routes keep the order of their sources, then the order each source gives them', () => {
  const table = createRouteTable({
    config,
    content,
    sources: [source('/site/a.md', '/b', '/a'), source('/site/c.md', '/c')],
  });
  assert.deepEqual(
    table.routes.map((r) => r.path),
    ['/b', '/a', '/c'],
  );
  assert.deepEqual(table.warnings, []);
  assert.equal(table.locale, 'en');
});

test('a duplicate URL: the first source keeps it, and one warning names both files relative to the site', () => {
  const table = createRouteTable({
    config,
    content,
    sources: [source('/site/content/docs/x.md', '/x'), source('/site/content/pages/x.md', '/x/')],
  });
  assert.deepEqual(
    table.routes.map((r) => r.source),
    ['/site/content/docs/x.md'],
  );
  assert.equal(table.warnings.length, 1);
  const [w] = table.warnings;
  assert.equal(w.code, 'duplicate-route');
  assert.equal(w.file, '/site/content/pages/x.md');
  assert.equal(w.message, 'content/pages/x.md and content/docs/x.md both claim the URL /x/; the first one is used');
});

test('routes are found by key: a trailing slash or an encoded character is the same route', () => {
  const table = createRouteTable({ config, content, sources: [source('(built in)', '/a b/', '/404')] });
  assert.equal(table.byKey.size, 2);
  const key = [...table.byKey.keys()][0];
  assert.equal(table.byKey.get(key)?.path, '/a b/');
  const again = createRouteTable({
    config,
    content,
    sources: [source('(built in)', '/a b/'), source('(built in)', '/a%20b')],
  });
  assert.equal(again.routes.length, 1, 'the encoded spelling is a duplicate');
  assert.match(again.warnings[0].message, /^\(built in\) and \(built in\) both claim the URL \/a%20b;/);
});
