/**
 * In MDX 1 an HTML tag written in Markdown is JSX: `<a href="/x">docs</a>` is `mdx('a', {href: '/x'}, 'docs')`,
 * which renders through the site's MDXComponents entry for its name. So does sitegen, for tags whose name the site
 * replaces, inline and as HTML blocks; a fenced block inside a replaced element is MDX 1's `pre` > `code` elements.
 * The expected trees are what @mdx-js/mdx 1.6.22 compiles the same Markdown to, rendered by @mdx-js/react 1.6.22.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf, mdxComponentsFile as components } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A component that draws the props and the tree of elements it is given, by MDX 1's props, then renders them. */
const TREE = `const describe = (node) => {
  if (Array.isArray(node)) return node.map(describe);
  if (node === undefined || typeof node === 'string') return node;
  if (!React.isValidElement(node)) return '?';
  const { mdxType, originalType, parentName, children, ...rest } = node.props;
  const own = Object.keys(rest).length ? rest : undefined;
  return [[mdxType, originalType, parentName].join('|'), own, describe(children)];
};
const tree = (Tag) => ({ children, ...props }) => (
  <Tag {...props} data-props={JSON.stringify(props)} data-tree={JSON.stringify(describe(children))}>{children}</Tag>
);`;

/** The props and the children's tree (undefined without children) the `n`th `tag` drawn by TREE was given. */
function drawn(html: string, tag: string, n = 0): { props: unknown; tree: unknown } {
  const all = [...html.matchAll(new RegExp(`<${tag}[^>]* data-props="([^"]*)"(?: data-tree="([^"]*)")?`, 'g'))];
  assert.ok(all[n], html);
  const decode = (attr?: string) => attr && JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  return { props: decode(all[n][1]), tree: decode(all[n][2]) };
}

test("raw HTML tags whose name the site replaces render through its components, inline and as blocks, with MDX 1's props", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(
      TREE,
      "a: tree('a'), img: tree('img'), h2: tree('h2'), code: tree('code')",
    ),
    'docs/a.md': [
      '# A',
      '',
      'Text with <a href="/docs/intro" className="k" data-x="1">docs *em*</a> and <code>x</code>.',
      '',
      '<img src="https://x.example/a.png" alt="x" />',
      '',
      '<h2 id="x">T <b>b</b> &amp; c</h2>',
      '',
      '<p>A <a href="https://x.example">raw</a> paragraph</p>',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  // As @mdx-js/mdx 1.6.22 compiles it: a raw tag has no parentName; the Markdown inside, its Markdown parent's.
  assert.deepEqual(drawn(html, 'a', 0), {
    props: { href: '/docs/intro', className: 'k', 'data-x': '1' },
    tree: ['docs ', ['em|em|p', null, 'em']],
  });
  assert.deepEqual(drawn(html, 'code'), { props: {}, tree: 'x' });
  assert.deepEqual(drawn(html, 'img').props, { src: 'https://x.example/a.png', alt: 'x' });
  assert.deepEqual(drawn(html, 'h2'), { props: { id: 'x' }, tree: ['T ', ['b|b|', null, 'b'], ' & c'] });
  assert.deepEqual(drawn(html, 'a', 1), { props: { href: 'https://x.example' }, tree: 'raw' });
  assert.match(
    html,
    /<p>Text with <a href="\/docs\/intro" class="k" data-x="1" data-props="[^"]*" data-tree="[^"]*">docs <em>em<\/em><\/a> and <code data-props/,
  );
  assert.match(html, /<h2 id="x" data-props="[^"]*" data-tree="[^"]*">T <b>b<\/b> &amp; c<\/h2>/);
  assert.match(
    html,
    /<p>A <a href="https:\/\/x\.example" data-props="[^"]*" data-tree="[^"]*">raw<\/a> paragraph<\/p>/,
  );
  assert.doesNotMatch(html, /\u0000/);
  assert.deepEqual(
    b.warnings.filter((w) => /raw HTML|replaces how/.test(w.message)).map((w) => w.message),
    [],
  );
});

/** ionic-docs' src/theme/MDXComponents/Table.tsx, as it is: it reads its first child's, the head's, cells. */
const IONIC_TABLE = `function MDXTable({ children, ...props }) {
  const tableHeadings = children[0].props.children.props.children;
  const hasTheadValue = !Array.isArray(tableHeadings) || tableHeadings.every(({ props }) => props.children);
  return (
    <div className="table-wrapper">
      <table {...props} children={hasTheadValue ? children : children.slice(1)} />
    </div>
  );
}`;

/** ionic-docs' CLI reference tables (versioned_docs/version-v5/cli/commands/build.md), written as HTML. */
const REFERENCE_TABLE = [
  '<table className="reference-table">',
  '  <thead>',
  '    <tr>',
  '      <th colSpan="2">',
  '        <h3>',
  '          <a href="#option-prod" id="option-prod">',
  '            --prod',
  '          </a>',
  '        </h3>',
  '      </th>',
  '    </tr>',
  '  </thead>',
  '  <tbody>',
  '    <tr>',
  '      <th>Description</th>',
  '      <td>',
  '        <p>',
  '          Flag to use the <code>production</code> configuration',
  '        </p>',
  '      </td>',
  '    </tr>',
  '  </tbody>',
  '</table>',
];

test("ionic-docs' table renders its HTML tables too, given the tags inside as elements with JSX's whitespace", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(`${TREE}\n${IONIC_TABLE}`, 'table: MDXTable, div: tree("div")'),
    'docs/a.md': ['# A', '', ...REFERENCE_TABLE, '', '<div>', '', ...REFERENCE_TABLE, '', '</div>'].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  const table =
    '<div class="table-wrapper"><table class="reference-table"><thead><tr><th colspan="2"><h3><a href="#option-prod" id="option-prod">--prod</a></h3></th></tr></thead><tbody><tr><th>Description</th><td><p>Flag to use the <code>production</code> configuration</p></td></tr></tbody></table></div>';
  assert.equal(html.split(table).length, 3, html);
  // As @mdx-js/mdx 1.6.22 compiles it.
  assert.deepEqual(drawn(html, 'div').tree, [
    'table|table|',
    { className: 'reference-table' },
    [
      [
        'thead|thead|',
        null,
        [
          'tr|tr|',
          null,
          [
            'th|th|',
            { colSpan: '2' },
            ['h3|h3|', null, ['a|a|', { href: '#option-prod', id: 'option-prod' }, '--prod']],
          ],
        ],
      ],
      [
        'tbody|tbody|',
        null,
        [
          'tr|tr|',
          null,
          [
            ['th|th|', null, 'Description'],
            [
              'td|td|',
              null,
              ['p|p|', null, ['Flag to use the ', ['code|code|', null, 'production'], ' configuration']],
            ],
          ],
        ],
      ],
    ],
  ]);
  assert.equal(b.warnings.filter((w) => /raw HTML/.test(w.message)).length, 0);
});

test('a fenced block inside a replaced element reaches it as the pre > code elements a top-level one is', async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(TREE, "details: tree('details'), blockquote: tree('blockquote')"),
    'docs/a.md': [
      '# A',
      '',
      '<details>',
      '<summary>More <em>info</em></summary>',
      '',
      'Text **b**.',
      '',
      '```js title="a.js" {1}',
      'const a = 1;',
      '```',
      '',
      '</details>',
      '',
      '> Quote',
      '>',
      '> ```sh',
      '> npm i',
      '> ```',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  // As @mdx-js/mdx 1.6.22 compiles it.
  assert.deepEqual(drawn(html, 'details').tree, [
    ['summary|summary|', null, ['More ', ['em|em|', null, 'info']]],
    ['p|p|', null, ['Text ', ['strong|strong|p', null, 'b'], '.']],
    [
      'pre|pre|',
      null,
      [
        'code|code|pre',
        { className: 'language-js', metastring: 'title="a.js" {1}', title: '"a.js"', '{1}': true },
        'const a = 1;\n',
      ],
    ],
  ]);
  assert.deepEqual(drawn(html, 'blockquote').tree, [
    ['p|p|blockquote', null, 'Quote'],
    ['pre|pre|blockquote', null, ['code|code|pre', { className: 'language-sh' }, 'npm i\n']],
  ]);
  assert.match(
    html,
    /<details data-props="\{\}" data-tree="[^"]*"><summary>More <em>info<\/em><\/summary><p>Text <strong>b<\/strong>\.<\/p>\s*<div class="code-block language-js codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7 code-block__title">a\.js<\/div>/,
    "the code block inside renders as sitegen's",
  );
  assert.match(
    html,
    /<\/code><\/pre><div class="buttonGroup__atx code-block__buttons">.*?<\/div><\/div><\/div>\s*<\/details>/,
  );
  assert.doesNotMatch(html, /\u0000/);
});

test("a raw tag's string style is an object, as MDX 1 gives one written as an object; one left open is a warning", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(TREE, "span: tree('span'), a: tree('a')"),
    'docs/a.md': [
      '# A',
      '',
      'A <span style="color: red; font-size: 12px">red</span> word.',
      '',
      'An <a href="/docs/intro">open',
      '',
      'link</a>.',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.deepEqual(drawn(html, 'span').props, { style: { color: 'red', fontSize: '12px' } });
  assert.match(html, /<span style="color:red;font-size:12px" data-props/);
  assert.match(html, /<p>An <a href="\/docs\/intro">open<\/p>\s*<p>link<\/a>\.<\/p>/, 'renders as written');
  const raw = b.warnings.filter((w) => /raw HTML/.test(w.message));
  assert.equal(raw.length, 1);
  assert.equal(raw[0].line, 5);
  assert.match(raw[0].message, /^<a> written as raw HTML without its closing tag/);
});

test('a tag of a replaced name in HTML with {expressions}, which is JSX as written, renders through the component too', async () => {
  const logo = "require('@site/static/img/logo.png').default";
  const b = await site({
    'static/img/logo.png': 'png',
    'src/theme/MDXComponents.js': components(TREE, "img: tree('img')"),
    'docs/a.md': [
      '# A',
      '',
      '<div>',
      `  <img src={${logo}} alt="logo" />`,
      '</div>',
      '',
      `Text <img src={${logo}} /> inline.`,
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  const src = /<img src="(\/assets\/images\/logo-\w+\.png)"/.exec(html)?.[1];
  assert.ok(src, html);
  assert.deepEqual(drawn(html, 'img', 0).props, { src, alt: 'logo' });
  assert.deepEqual(drawn(html, 'img', 1).props, { src });
  assert.match(html, /<div><img src="[^"]+" alt="logo" data-props="[^"]*"\/><\/div>/);
});

test('a component on the line after raw HTML, with no blank line between, renders: MDX 1 reads the lines as one JSX block', async () => {
  // tauri's releases.md: a <p> of links, then <ReleaseNotes url=... /> on the next line, in a TabItem.
  const b = await site({
    'src/components/Hello.js':
      'export default function Hello({ name }) { return <strong className="hello">Hello {name}</strong>; }\n',
    'docs/rel.md': [
      "import Hello from '@site/src/components/Hello';",
      '',
      '# Rel',
      '',
      '<div class="links">',
      '<p><a href="https://example.com">Link</a></p>',
      '<Hello name="A" />',
      '</div>',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/rel'));
  assert.match(
    html,
    /<div class="links">\s*<p><a href="https:\/\/example.com">Link<\/a><\/p>\s*<strong class="hello">Hello A<\/strong>\s*<\/div>/,
    html,
  );
  assert.doesNotMatch(html, /<Hello/);
});

test('a line of spaces ends no HTML block, as in MDX 1: the text under it stays raw, up to an empty line', async () => {
  // What @mdx-js/mdx 1.6.22 compiles: the block runs on to the first line with nothing in it, in a list item too
  // (its spaces past the item's indent); a paragraph still ends at a line of spaces.
  const b = await site({
    'docs/box.md': [
      '# Box',
      '',
      '<div class="box">',
      '  inside',
      '</div>',
      '   ',
      'After **the** box.',
      '',
      '<span>foo</span> bar',
      '\t',
      'next **x**',
      '',
      'Para one',
      '   ',
      'para two',
      '',
      '- item',
      '',
      '  <div>',
      '  a',
      '  </div>',
      '    ',
      '  after **b**',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/box'));
  assert.match(html, /<div class="box">\n {2}inside\n<\/div>\n {3}\nAfter \*\*the\*\* box\.\n/);
  assert.match(html, /<span>foo<\/span> bar\n\t\nnext \*\*x\*\*\n/);
  assert.match(html, /<p>Para one<\/p>\n<p>para two<\/p>/);
  assert.match(html, /<div>\na\n<\/div>\n {2}\nafter \*\*b\*\*\n/);
});

test("a heading's inline HTML stays in its table of contents entry, as theme-classic's TOC draws the heading's HTML", async () => {
  // react-native-paper (f4a18d3b8): `### color <span class="badge badge-deprecated">...</span>`, whose CSS shows
  // the badge as a dot in the table of contents (`a .badge .badge-text { display: none }`).
  const b = await site({
    'docs/a.md': '# A\n\n### color <span class="badge"><span class="badge-text">Deprecated, use `tint`</span></span>\n',
  });
  assert.match(
    b.page('/docs/a'),
    /class="[^"]*table-of-contents__link[^"]*" href="#[^"]+">color <span class="badge"><span class="badge-text">Deprecated, use <code>tint<\/code><\/span><\/span><\/a>/,
  );
});
