import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SidebarsFile } from '../../src/docs/load-sidebars.js';
import { expandedKeys, resolveSidebars, type DocInfo } from '../../src/docs/resolve-sidebars.js';
import { firstSidebarHref, walkSidebar } from '../../src/docs/walk-sidebar.js';
import type { SidebarNode } from '../../src/types.js';

const doc = (href: string): SidebarNode => ({ type: 'doc', id: href, label: href, href, tags: [] });
const link = (href: string): SidebarNode => ({ type: 'link', label: href, href });
const category = (key: number, items: SidebarNode[], href: string | null = null): SidebarNode => ({
  type: 'category',
  key,
  label: `c${key}`,
  href,
  collapsed: true,
  items,
});

const tree: SidebarNode[] = [
  link('/out'),
  doc('/a'),
  category(1, [doc('/b'), category(2, [doc('/c')], '/c2')]),
  category(3, [link('/x'), doc('/d')]),
];

test('the walk visits every node in reading order, a category before its items, with its parents', () => {
  const seen = [...walkSidebar(tree)].map(({ item, parents }) => {
    const name = item.type === 'category' ? `c${item.key}` : item.href;
    return `${parents.map((p) => (p.type === 'category' ? p.key : '')).join('>')}:${name}`;
  });
  assert.deepEqual(seen, [':/out', ':/a', ':c1', '1:/b', '1:c2', '1>2:/c', ':c3', '3:/x', '3:/d']);
});

test('the first href skips plain links unless asked for them', () => {
  assert.equal(firstSidebarHref(tree, { links: false }), '/a');
  assert.equal(firstSidebarHref(tree, { links: true }), '/out');
  assert.equal(firstSidebarHref([category(4, [link('/x')])], { links: false }), null);
});

test('the expanded path names every category above the page, and the page when it is a category', () => {
  assert.deepEqual(expandedKeys(tree, '/c'), [1, 2]);
  assert.deepEqual(expandedKeys(tree, '/c2'), [1, 2]);
  assert.deepEqual(expandedKeys(tree, '/x'), [3]);
  // A page at the top level opens nothing.
  assert.deepEqual(expandedKeys(tree, '/a'), []);
  assert.deepEqual(expandedKeys(tree, '/nowhere'), []);
});

test('categories written as a shorthand object ({ Guides: [...] }) start collapsed, as in Docusaurus', () => {
  const info = (id: string): DocInfo => ({ id, href: `/docs/${id}`, label: id, position: null, source: `${id}.md` });
  const docs = new Map(['a', 'b'].map((id) => [id, info(id)]));
  const file: SidebarsFile = {
    file: null,
    source: 'sidebars.json',
    sidebars: { docs: { Intro: ['a'], Guides: ['b'] } },
    categories: new Map(),
  };
  const nodes = resolveSidebars(file, docs).sidebars.get('docs')?.items ?? [];
  assert.deepEqual(
    nodes.map((n) => (n.type === 'category' ? [n.label, n.collapsed] : null)),
    [
      ['Intro', true],
      ['Guides', true],
    ],
  );
});
