/**
 * For a site coloured by a Prism theme, code blocks mark what Prism marks and highlight.js does not: operators,
 * punctuation and bash's command words (src/markdown/code-marks.ts), never inside strings or comments, with the
 * code's text unchanged. Other sites' code is highlight.js's HTML as it is.
 */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { highlight, markLikePrism } from '../../src/markdown/highlight.js';
import { MARK_TYPES, styledTypes } from '../../src/config/docusaurus/prism-css.js';

afterEach(() => markLikePrism(null));

/** The text of `html`, as a browser shows it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The marks of `cls` in `html` (`token operator`), or highlight.js's own spans of it (`hljs-string`) with the token
 * span they hold; not the token span inside a highlight.js span (`echo`'s `hljs-built_in` holds `token function`).
 */
const marked = (html: string, cls: string) =>
  [
    ...html.matchAll(
      new RegExp(
        `(?<!<span class="hljs-[\\w ]*">)<span class="${cls}">(?:<span class="token [^"]*">)?([^<]*)(?:</span>)?</span>`,
        'g',
      ),
    ),
  ].map((m) => textOf(m[1]));

const JS = "const add = (a, b) => a + b;\nmodule.exports = {add}; // a + b\nconst s = 'x = y' + `${a && b}`;";

test('JavaScript: operators and punctuation are marked in code, not in strings or comments', () => {
  markLikePrism(MARK_TYPES);
  const html = highlight(JS, 'js');
  assert.equal(textOf(html), JS);
  assert.deepEqual(marked(html, 'token operator'), ['=', '=>', '+', '=', '=', '+', '&&']);
  assert.deepEqual(marked(html, 'token punctuation'), ['(', ',', ')', ';', '.', '{', '}', ';', '{', '}', ';']);
});

test('bash: the command words Prism calls functions are marked, and its operators and lone numbers', () => {
  markLikePrism(MARK_TYPES);
  const code = 'npm install --save-dev jest && git status | less\necho "npm install"\n✓ adds 1 + 2 to equal 3';
  const html = highlight(code, 'bash');
  assert.equal(textOf(html), code);
  assert.deepEqual(marked(html, 'token function'), ['npm', 'install', 'git', 'less']);
  assert.deepEqual(marked(html, 'token operator'), ['&&', '|']);
  assert.deepEqual(marked(html, 'token number'), ['1', '2', '3']);
});

test("JSON: highlight.js's punctuation stays, but `:` is an operator as in Prism", () => {
  markLikePrism(MARK_TYPES);
  const html = highlight('{"a": [1, 2]}', 'json');
  assert.deepEqual(marked(html, 'token operator'), [':']);
  assert.deepEqual(marked(html, 'hljs-punctuation'), ['{', '[', ',', ']', '}']);
});

test('without a Prism theme, highlight.js output is left as it is', () => {
  const html = highlight(JS, 'js');
  assert.deepEqual(marked(html, 'token operator'), []);
  assert.deepEqual(marked(html, 'token punctuation'), []);
  markLikePrism(MARK_TYPES);
  assert.notEqual(highlight(JS, 'js'), html, 'the marked HTML is not the unmarked one reused');
  markLikePrism(null);
  assert.equal(highlight(JS, 'js'), html);
});

test('only the types the theme colours are marked, where the others would match first as Prism matches them', () => {
  markLikePrism(['operator']);
  const html = highlight(JS, 'js');
  assert.equal(textOf(html), JS);
  assert.deepEqual(marked(html, 'token operator'), ['=', '=>', '+', '=', '=', '+', '&&']);
  assert.deepEqual(marked(html, 'token punctuation'), []);
  markLikePrism(['punctuation']);
  assert.deepEqual(marked(highlight(JS, 'js'), 'token operator'), [], 'not the operator-only HTML reused');
});

test('a theme needs marks only for the types it shows unlike its plain code', () => {
  const plain = { color: '#393A34' };
  // prism-react-renderer's github: punctuation and operators in the plain colour.
  const github = { plain, styles: [{ types: ['punctuation', 'operator'], style: { color: '#393A34' } }] };
  assert.deepEqual(styledTypes([github], MARK_TYPES), []);
  const greyOperators = { plain, styles: [{ types: ['operator'], style: { color: '#888' } }] };
  assert.deepEqual(styledTypes([github, greyOperators], MARK_TYPES), ['operator']);
  const italicFunctions = { plain, styles: [{ types: ['function'], style: { fontStyle: 'italic' } }] };
  assert.deepEqual(styledTypes([italicFunctions], MARK_TYPES), ['function']);
});

test("a theme with no colours at all (ionic-docs's) leaves code to the site's CSS: every type is marked", () => {
  const colourless = { plain: {}, styles: [] };
  assert.deepEqual(styledTypes([colourless], MARK_TYPES), [...MARK_TYPES]);
});

test('YAML: only quoted values and block scalars are strings, as in Prism; plain values are plain code', () => {
  const code = [
    'kind: ComponentDefinition',
    'metadata:',
    '  name: "quoted"',
    "  other: 'single'",
    '  list:',
    '    - item one',
    '  template: |',
    '    output: {',
    '    }',
    '  folded: >',
    '    text',
    '  last: x',
  ].join('\n');
  // Also where the theme colours none of the types code-marks.ts adds.
  for (const types of [MARK_TYPES, []]) {
    markLikePrism(types);
    const html = highlight(code, 'yaml');
    assert.equal(textOf(html), code);
    assert.deepEqual(marked(html, 'hljs-string'), [
      '"quoted"',
      "'single'",
      '|\n    output: {\n    }\n',
      '>\n    text\n',
    ]);
    assert.match(
      html,
      /<span class="hljs-attr">(<span class="token atrule">)?kind:(<\/span>)?<\/span> ComponentDefinition\n/,
    );
    assert.match(html, /<span class="hljs-bullet">-<\/span> item one\n/);
    assert.match(html, /<span class="hljs-attr">(<span class="token atrule">)?last:(<\/span>)?<\/span> x$/);
  }
  // A site with no Prism theme keeps highlight.js's strings.
  markLikePrism(null);
  assert.match(highlight(code, 'yaml'), /<span class="hljs-string">ComponentDefinition<\/span>/);
});
