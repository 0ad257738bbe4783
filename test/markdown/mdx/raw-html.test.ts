/**
 * Raw HTML as MDX 1 reads it: its tags and text, the props a tag's attributes give, and the text between tags by
 * JSX's whitespace rules (the expected strings are what Babel 7's JSX transform makes of the same text).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsxText, rawProps, splitRawHtml } from '../../../src/markdown/mdx/raw-html.js';

test("text between tags is JSX's: lines trimmed where they meet, blank ones dropped, joined by a space", () => {
  const cases: [string, string][] = [
    ['\n  ', ''],
    ['a\n  b  \n\n c', 'a b c'],
    ['  lead and trail  ', '  lead and trail  '],
    ['x\n', 'x'],
    ['\n  Flag to use the ', 'Flag to use the '],
    [' configuration\n        ', ' configuration'],
    ['\t tab\n\tnext', '  tab next'],
  ];
  for (const [text, jsx] of cases) assert.equal(jsxText(text), jsx, JSON.stringify(text));
});

test('raw HTML splits into its tags and text; a comment and a component are text, a void tag has no children', () => {
  const parts = splitRawHtml('<div class="a">\n<!-- <b> -->x<br><Foo />\n<img src=x.png /></div>\n');
  assert.deepEqual(
    parts.map((p) => (p.kind === 'open' ? `${p.name}${p.leaf ? '/' : ''}@${p.lineOffset}` : `${p.kind}:${p.html}`)),
    ['div@0', 'text:\n<!-- <b> -->x', 'br/@1', 'text:<Foo />\n', 'img/@2', 'close:</div>', 'text:\n'],
  );
});

test("a tag's attributes are props by React's names, entities decoded, a bare one true, a style string an object", () => {
  const [tag] = splitRawHtml(
    '<th class="a b" colspan="2" data-x=\'1 &amp; 2\' hidden style="color: red; -webkit-line-clamp: 2; --gap: 1px; background: url(a;b.png)">',
  );
  assert.ok(tag.kind === 'open');
  assert.deepEqual(rawProps(tag.attributes), {
    className: 'a b',
    colSpan: '2',
    'data-x': '1 & 2',
    hidden: true,
    style: { color: 'red', WebkitLineClamp: '2', '--gap': '1px', background: 'url(a;b.png)' },
  });
});
