/**
 * A Docusaurus site's emphasis is remark-parse 8's (MDX 1's), which has no flanking rules: Tauri's API pages write
 * `**Returns: **` 198 times and Wails's Japanese pages `これは_一般的に_、`, both emphasis under Docusaurus and text
 * by CommonMark's rules. Each expected line is what remark-parse 8.0.3 gives for it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CASES: [markdown: string, html: string][] = [
  ['**Returns: **`void`', '<strong>Returns: </strong><code>void</code>'],
  ['これは_一般的に_、とても** 非常**です', 'これは<em>一般的に</em>、とても<strong> 非常</strong>です'],
  ['***both***', '<strong><em>both</em></strong>'],
  ['2 * 3 * 4', '2 <em> 3 </em> 4'],
  ['a snake_case_name', 'a snake_case_name'],
  ['snake_case and foo_bar_', 'snake<em>case and foo_bar</em>'],
  ['**open *inner* close**', '<strong>open <em>inner</em> close</strong>'],
  ['*a \\* b* and **no** end**', '<em>a * b</em> and <strong>no</strong> end**'],
  ['`a*b` *c*', '<code>a*b</code> <em>c</em>'],
];

test("emphasis is read by remark-parse 8's rules, as Docusaurus 2 reads it", async () => {
  const b = await site({ 'docs/intro.md': `# Intro\n\n${CASES.map(([md]) => md).join('\n\n')}\n` });
  const html = markdownOf(b.page('/docs/intro'));
  const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
  assert.deepEqual(
    paragraphs,
    CASES.map(([, expected]) => expected),
  );
});

test('a backslash escapes only what remark-parse 8 escapes, as Docusaurus 2 reads it', async () => {
  // eventmesh's runtime guide: "replace the file separator with '\\'." shows its backslash under Docusaurus 2.
  // Each expected line is what @mdx-js/mdx 1.6.22 gives for it.
  const cases: [markdown: string, html: string][] = [
    ["with '\\'.", "with '\\'."],
    ['a \\" b \\: c \\@ d \\/ e \\? f', 'a \\&quot; b \\: c \\@ d \\/ e \\? f'],
    ['g \\* h \\~ i \\| j \\[k\\]', 'g * h ~ i | j [k]'],
    // tauri's "_Project name_\" at a line's end: no hard break, the backslash shown (GFM mode escapes no line end).
    ['_Project name_\\\nnext', '<em>Project name</em>\\\nnext'],
  ];
  const b = await site({ 'docs/intro.md': `# Intro\n\n${cases.map(([md]) => md).join('\n\n')}\n` });
  const html = markdownOf(b.page('/docs/intro'));
  const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
  assert.deepEqual(
    paragraphs,
    cases.map(([, expected]) => expected),
  );
});

test("a table cell's \\| is an escape in its text and stays as written in its code, as remark-parse 8 reads it", async () => {
  // tauri's shell API page: `` `'sidecar' \| 'open'` `` in a cell; what @mdx-js/mdx 1.6.22 gives for each cell.
  const b = await site({ 'docs/intro.md': '# Intro\n\n| a | b |\n| - | - |\n| `x \\| y` | z \\| w |\n' });
  const html = markdownOf(b.page('/docs/intro'));
  assert.match(html, /<td><code>x \\\| y<\/code><\/td>\n<td>z \| w<\/td>/);
});

test('a paragraph of only spaces (`&nbsp;`) is dropped, as remark-parse 8 drops it, so the h1 below is the first child', async () => {
  // react-redux's docs open with `&nbsp;` above their `# Title`: Docusaurus 2 draws no `<p>` there, and the theme's
  // `.markdown h1:first-child` size then applies to the title. Any other text keeps the paragraph (a backslash at
  // the line's end is text there, no hard break: @mdx-js/mdx 1.6.22 gives `{` `}{`\\\nb`}`).
  const b = await site({
    'docs/intro.md': [
      '---',
      'hide_title: true',
      '---',
      '&nbsp;',
      '',
      '# Intro',
      '',
      'a',
      '',
      '&nbsp;&#12288;',
      '&nbsp;',
      '',
      '- &nbsp;',
      '',
      '> &nbsp;',
      '',
      '&nbsp; `x`',
      '',
      '&nbsp;\\',
      'b',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/intro')).replace(/<\/div>[\s\S]*$/, '');
  assert.match(
    html,
    /^<h1>Intro<\/h1>\n<p>a<\/p>\n<ul>\n<li><\/li>\n<\/ul>\n<blockquote>\n?<\/blockquote>\n<p>\u00a0 <code>x<\/code><\/p>\n<p>\u00a0\\\nb<\/p>/,
  );
});

test('a literal URL ends where remark-parse 8 ends it: at whitespace or `<`, a quote and a backtick inside', async () => {
  // wails's options page and socket.io's CORS page; each expected line is what MDX 1.6.22 gives for it.
  const cases: [markdown: string, html: string][] = [
    ['or https://example.com"`', 'or <a href="https://example.com%22%60">https://example.com&quot;`</a>'],
    ['from "http://example.com" will', 'from &quot;<a href="http://example.com%22">http://example.com&quot;</a> will'],
    [
      'See https://example.com"`x` then',
      'See <a href="https://example.com%22%60x%60">https://example.com&quot;`x`</a> then',
    ],
    ['on http://socket.computer. Here', 'on <a href="http://socket.computer.">http://socket.computer.</a> Here'],
    ['(http://a.example/b(c)) and', '(<a href="http://a.example/b(c)">http://a.example/b(c)</a>) and'],
    ['http://a.example/x&amp; and', '<a href="http://a.example/x">http://a.example/x</a>&amp; and'],
    ['at http://a.example/doc. Next', 'at <a href="http://a.example/doc">http://a.example/doc</a>. Next'],
    // remark-parse 8 links http(s) URLs whose host has a dot, and no other scheme.
    ['Open http://localhost:3000 now', 'Open http://localhost:3000 now'],
    // In brackets that hold no other bracket (buck2's broken link), remark-parse 8 reads a reference: no link.
    ['See [https://example.com/x](not a url) here.', 'See [https://example.com/x](not a url) here.'],
    [
      'Nested [a [b] http://x.example/y] end.',
      'Nested [a [b] <a href="http://x.example/y%5D">http://x.example/y]</a> end.',
    ],
    ['Open [a http://x.example/w no close.', 'Open [a <a href="http://x.example/w">http://x.example/w</a> no close.'],
    ['See [see www.example.com] here.', 'See [see www.example.com] here.'],
    [
      'See www.example.com now and www.example.com/x"y then',
      'See <a href="http://www.example.com">www.example.com</a> now and <a href="http://www.example.com/x%22y">www.example.com/x&quot;y</a> then',
    ],
    [
      'or ftp://a.example/f and mail@example.com.',
      'or ftp://a.example/f and <a href="mailto:mail@example.com">mail@example.com</a>.',
    ],
  ];
  const b = await site({ 'docs/intro.md': `# Intro\n\n${cases.map(([md]) => md).join('\n\n')}\n` });
  const html = markdownOf(b.page('/docs/intro')).replace(/ target="_blank" rel="noopener noreferrer"/g, '');
  const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
  assert.deepEqual(
    paragraphs,
    cases.map(([, expected]) => expected),
  );
});
