/**
 * A component in a Docusaurus site's Markdown gets the Markdown between its tags as MDX 1 gives it: one element per
 * block (a code block, a paragraph, a list), an array when there are more than one, and `<>...</>` a React Fragment
 * holding its own blocks, so a component may index its children (rematch's `MultiLangComponent` puts `children[0]`
 * and `children[1]` in two tabs).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** Says how it was given its children, then puts the first two in boxes of their own. */
const PICK = `import React from 'react';
const shape = (children) => ({
  count: React.Children.count(children),
  array: Array.isArray(children),
  fragment: React.isValidElement(children) && children.type === React.Fragment,
});
export default function Pick({ children }) {
  const second = Array.isArray(children) ? children[1] : undefined;
  const inner = React.isValidElement(second) && second.type === React.Fragment ? shape(second.props.children) : null;
  return (
    <div className="pick" data-shape={JSON.stringify({ ...shape(children), inner })}>
      <section className="first">{Array.isArray(children) ? children[0] : children}</section>
      <section className="second">{second}</section>
    </div>
  );
}
`;

const IMPORT = "import Pick from '@site/src/components/Pick';";

/** The shape data attribute of the page's `n`th Pick, decoded. */
function shapeOf(html: string, n: number): unknown {
  const attrs = [...html.matchAll(/<div class="pick" data-shape="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(attrs[n], html);
  return JSON.parse(attrs[n].replace(/&quot;/g, '"'));
}

/** The HTML of the page's `n`th Pick's box of `kind` (first or second). */
function boxOf(html: string, n: number, kind: 'first' | 'second'): string {
  const picks = html.split('<div class="pick"').slice(1);
  const box = new RegExp(`<section class="${kind}">([\\s\\S]*?)</section>`).exec(picks[n] ?? '');
  assert.ok(box, html);
  return box[1];
}

/** The Markdown of a doc that imports Pick and holds `blocks`, a blank line between each two, built. */
async function pickPage(blocks: string[]): Promise<string> {
  const b = await site({
    'src/components/Pick.js': PICK,
    'docs/a.md': [IMPORT, '# A', ...blocks].join('\n\n') + '\n',
  });
  return markdownOf(b.page('/docs/a'));
}

const JS_BLOCK = '```js title="store.js"\nconst js = 1;\n```';
const TS_BLOCK = '```ts title="store.ts"\nconst ts: number = 2;\n```';

test('two code blocks are two children, one element each, as MDX 1 gives them', async () => {
  const html = await pickPage(['<Pick>', JS_BLOCK, TS_BLOCK, '</Pick>']);
  assert.deepEqual(shapeOf(html, 0), { count: 2, array: true, fragment: false, inner: null });
  assert.match(boxOf(html, 0, 'first'), /store\.js/);
  assert.doesNotMatch(boxOf(html, 0, 'first'), /store\.ts/);
  assert.match(boxOf(html, 0, 'second'), /store\.ts[\s\S]*number/);
  assert.doesNotMatch(html, /\u0000/);
});

test('one block is that element, not an array', async () => {
  const html = await pickPage(['<Pick>', 'One *paragraph*.', '</Pick>']);
  assert.deepEqual(shapeOf(html, 0), { count: 1, array: false, fragment: false, inner: null });
  assert.match(boxOf(html, 0, 'first'), /^<p>One <em>paragraph<\/em>\.<\/p>\s*$/);
});

test('raw HTML around Markdown is one child up to the tag that closes it, as MDX 1 reads it as JSX', async () => {
  const html = await pickPage([
    '<Pick>',
    '<div className="note">',
    'In the div.',
    '<br />',
    '</div>',
    TS_BLOCK,
    '</Pick>',
  ]);
  assert.deepEqual(shapeOf(html, 0), { count: 2, array: true, fragment: false, inner: null });
  assert.match(boxOf(html, 0, 'first'), /^<div class="note">\s*<p>In the div\.<\/p>\s*<br ?\/?>\s*<\/div>\s*$/);
  assert.match(boxOf(html, 0, 'second'), /store\.ts/);
});

test('a <> fragment is one child, a Fragment holding its own blocks', async () => {
  const html = await pickPage([
    ...['<Pick>', JS_BLOCK, '<>', '- Use `createModel`.', '> Tested.', TS_BLOCK, '</>', '</Pick>'],
    ...['<Pick>', 'Before.', '<>', 'Inside.', '</>', '</Pick>'],
  ]);
  assert.deepEqual(shapeOf(html, 0), {
    count: 2,
    array: true,
    fragment: false,
    inner: { count: 3, array: true, fragment: false },
  });
  const second = boxOf(html, 0, 'second');
  assert.match(second, /^<ul>\s*<li>Use <code>createModel<\/code>\.<\/li>\s*<\/ul>\s*<blockquote>\s*<p>Tested\.<\/p>/);
  assert.match(second, /store\.ts[\s\S]*number/);
  assert.doesNotMatch(boxOf(html, 0, 'first'), /createModel|Tested|store\.ts/);
  assert.doesNotMatch(html, /&lt;&gt;|&lt;\/&gt;|\u0000/);
  const oneBlock = { count: 2, array: true, fragment: false, inner: { count: 1, array: false, fragment: false } };
  assert.deepEqual(shapeOf(html, 1), oneBlock, 'a fragment of one block holds that element');
  assert.match(boxOf(html, 1, 'second'), /^<p>Inside\.<\/p>\s*$/);
});

test('a <> fragment outside any component, in a file that imports nothing, draws its blocks as they are', async () => {
  const b = await site({ 'docs/a.md': '# A\n\n<>\n\nInside *it*.\n\n- one\n\n</>\n\nAfter.\n' });
  assert.match(
    markdownOf(b.page('/docs/a')),
    /<\/h1>\s*<p>Inside <em>it<\/em>\.<\/p>\s*<ul>\s*<li>one<\/li>\s*<\/ul>\s*<p>After\.<\/p>/,
  );
});
