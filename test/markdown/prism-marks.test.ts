/**
 * For a site coloured by a Prism theme, code blocks mark what Prism marks and highlight.js does not: operators,
 * punctuation and bash's command words (src/markdown/code-marks.ts), never inside strings or comments, with the
 * code's text unchanged. Other sites' code is highlight.js's HTML as it is.
 */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { highlight, markLikePrism } from '../../src/markdown/highlight.js';

afterEach(() => markLikePrism(false));

/** The text of `html`, as a browser shows it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The tokens of `cls` in `html`. */
const marked = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<span class="${cls}">([^<]*)</span>`, 'g'))].map((m) => textOf(m[1]));

const JS = "const add = (a, b) => a + b;\nmodule.exports = {add}; // a + b\nconst s = 'x = y' + `${a && b}`;";

test('JavaScript: operators and punctuation are marked in code, not in strings or comments', () => {
  markLikePrism(true);
  const html = highlight(JS, 'js');
  assert.equal(textOf(html), JS);
  assert.deepEqual(marked(html, 'hljs-operator'), ['=', '=>', '+', '=', '=', '+', '&&']);
  assert.deepEqual(marked(html, 'hljs-punctuation'), ['(', ',', ')', ';', '.', '{', '}', ';', '{', '}', ';']);
});

test('bash: the command words Prism calls functions are marked, and its operators and lone numbers', () => {
  markLikePrism(true);
  const code = 'npm install --save-dev jest && git status | less\necho "npm install"\n✓ adds 1 + 2 to equal 3';
  const html = highlight(code, 'bash');
  assert.equal(textOf(html), code);
  assert.deepEqual(marked(html, 'hljs-title function_'), ['npm', 'install', 'git', 'less']);
  assert.deepEqual(marked(html, 'hljs-operator'), ['&&', '|']);
  assert.deepEqual(marked(html, 'hljs-number'), ['1', '2', '3']);
});

test("JSON: highlight.js's punctuation stays, but `:` is an operator as in Prism", () => {
  markLikePrism(true);
  const html = highlight('{"a": [1, 2]}', 'json');
  assert.deepEqual(marked(html, 'hljs-operator'), [':']);
  assert.deepEqual(marked(html, 'hljs-punctuation'), ['{', '[', ',', ']', '}']);
});

test('without a Prism theme, highlight.js output is left as it is', () => {
  const html = highlight(JS, 'js');
  assert.deepEqual(marked(html, 'hljs-operator'), []);
  assert.deepEqual(marked(html, 'hljs-punctuation'), []);
  markLikePrism(true);
  assert.notEqual(highlight(JS, 'js'), html, 'the marked HTML is not the unmarked one reused');
  markLikePrism(false);
  assert.equal(highlight(JS, 'js'), html);
});
