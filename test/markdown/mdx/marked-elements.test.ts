/**
 * MDX elements replace their marked spans innermost first, each seeing its children rendered, in one pass: the
 * result and the order of the render calls are those of replacing the elements one by one (the reference below),
 * for nested, sibling, unnumbered and malformed markers, and a page with thousands of elements takes linear time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandRawMarkers, markedSpans, replaceMarkedElements } from '../../../src/markdown/mdx/marked-elements.js';
import { elementMarker } from '../../../src/markdown/mdx/mdx-state.js';

const open = (i: number) => elementMarker(i, 'open');
const close = (i: number) => elementMarker(i, 'close');

/** The replacement as it was first written: each element's markers searched for anew, last element first. */
function reference(html: string, count: number, render: (i: number, children: string) => string): string {
  let out = html;
  for (let i = count - 1; i >= 0; i--) {
    const start = out.indexOf(open(i));
    const end = out.indexOf(close(i), start);
    if (start < 0 || end < 0) continue;
    out = out.slice(0, start) + render(i, out.slice(start + open(i).length, end)) + out.slice(end + close(i).length);
  }
  return out;
}

/** Both implementations on `html`: same output, same render calls in the same order. */
function assertSame(html: string, count: number): string {
  const calls: [number, string][] = [];
  const refCalls: [number, string][] = [];
  const render = (log: [number, string][]) => (i: number, children: string) => {
    log.push([i, children]);
    return `<e${i}>${children}</e${i}>`;
  };
  const expected = reference(html, count, render(refCalls));
  const actual = replaceMarkedElements(html, count, render(calls));
  assert.equal(actual, expected);
  assert.deepEqual(calls, refCalls);
  return actual;
}

test('nested and sibling elements render innermost first, with their children rendered', () => {
  const html = `<p>a ${open(0)}x ${open(1)}y${close(1)} ${open(2)}z${close(2)}${close(0)} b ${open(3)}w${close(3)}</p>`;
  assert.equal(assertSame(html, 4), '<p>a <e0>x <e1>y</e1> <e2>z</e2></e0> b <e3>w</e3></p>');
});

test('inline elements numbered after a later block element keep the order and result of one-by-one replacement', () => {
  // Blocks are numbered when the blocks are parsed, inline elements afterwards: 0 and 1 are blocks, 2 is in 0.
  const html = `${open(0)}<p>${open(2)}i${close(2)}</p>${close(0)}${open(1)}<p>j</p>${close(1)}`;
  assertSame(html, 3);
});

test('missing, repeated, overlapping and unknown markers give what one-by-one replacement gives', () => {
  const cases = [
    `${open(0)}a${close(0)}${open(1)}never closed`,
    `${open(0)}a${close(0)}${open(0)}twice${close(0)}`,
    `${open(0)}a${open(1)}b${close(0)}c${close(1)}`,
    `${close(0)}${open(0)}a${close(0)}`,
    `${open(1)}parent numbered after${open(0)}child${close(0)}${close(1)}`,
    `${open(5)}beyond the count${close(5)}${open(0)}a${close(0)}`,
  ];
  for (const html of cases) assertSame(html, 2);
});

test('with anyOrder, a child numbered before its parent is in the tree: a caller that renders it as one needs no order', () => {
  // A page's element (0, parsed) inside a Markdown element a site replaces (1, numbered as the page renders).
  const html = `a ${open(1)}<td>${open(0)}${close(0)}</td>${close(1)} b`;
  assert.equal(markedSpans(html, 2), null);
  assert.deepEqual(markedSpans(html, 2, { anyOrder: true }), {
    index: -1,
    parts: ['a ', { index: 1, parts: ['<td>', { index: 0, parts: [''] }, '</td>'] }, ' b'],
  });
  assert.equal(markedSpans(`${open(0)}${open(0)}${close(0)}${close(0)}`, 1, { anyOrder: true }), null, 'twice');
});

test('thousands of elements on a page are replaced in linear time', () => {
  const count = 10_000;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 2) parts.push(`${open(i)}<p>${open(i + 1)}text ${i}${close(i + 1)}</p>${close(i)}\n`);
  const html = parts.join('');
  const started = performance.now();
  const out = replaceMarkedElements(html, count, (i, children) => `<b>${children}</b>`);
  const ms = performance.now() - started;
  assert.ok(out.startsWith('<b><p><b>text 0</b></p></b>\n'));
  assert.ok(!out.includes('\u0000'));
  // Searching the page afresh per element and copying it (~0.5 MB) 10,000 times took ~12 s; one pass, ~0.2 s.
  assert.ok(ms < 2000, `took ${ms.toFixed(0)} ms`);
});

test('raw HTML markers are expanded, and the markers their HTML holds too', () => {
  const raw = ['<b>\u0000mdx-raw:1\u0000</b>', '<i>title</i>', 'plain'];
  assert.equal(
    expandRawMarkers('a \u0000mdx-raw:0\u0000 b \u0000mdx-raw:2\u0000', raw),
    'a <b><i>title</i></b> b plain',
  );
});
