/**
 * A site's MDXComponents entry for a Markdown element that holds others (`table`, `ul`, `blockquote`) sees its
 * children as MDX 1 gives them: elements with `mdxType`, `originalType` and `parentName` props, down to the text,
 * which render as the page would render them, or as their tag with the props a component gave them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf, mdxComponentsFile as components } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** ionic-docs' src/theme/MDXComponents/Table.tsx, as it is: a table whose header cells are all empty has no head. */
const IONIC_TABLE = `function MDXTable({ children, ...props }) {
  const tableHeadings = children[0].props.children.props.children;
  const hasTheadValue = !Array.isArray(tableHeadings) || tableHeadings.every(({ props }) => props.children);
  return (
    <div className="table-wrapper">
      <table {...props} children={hasTheadValue ? children : children.slice(1)} />
    </div>
  );
}`;

test("ionic-docs' table reads its head's cells as elements, and leaves out a head whose cells are empty", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(IONIC_TABLE, 'table: MDXTable'),
    'src/components/Badge.js': 'export default function Badge() { return <span className="badge">new</span>; }\n',
    'docs/a.md': [
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import Badge from '@site/src/components/Badge';",
      '',
      '# A',
      '',
      '| Name | Type |',
      '| :--- | ---- |',
      '| `x` | **y** |',
      '',
      '| | |',
      '|-|-|',
      '| a | b |',
      '',
      '| One |',
      '| --- |',
      '| 1 |',
      '',
      '| Home | Search |',
      '| :-: | :-: |',
      "| <img src={useBaseUrl('img/home.jpg')} /> | <Badge /> |",
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  const tables = html.match(/<div class="table-wrapper">[\s\S]*?<\/div>/g) ?? [];
  assert.equal(tables.length, 4, html);
  assert.match(
    tables[0],
    /^<div class="table-wrapper"><table><thead>\s*<tr>\s*<th style="text-align:left">Name<\/th>\s*<th>Type<\/th>\s*<\/tr>\s*<\/thead>\s*<tbody>\s*<tr>\s*<td style="text-align:left"><code>x<\/code><\/td>\s*<td><strong>y<\/strong><\/td>\s*<\/tr>\s*<\/tbody>\s*<\/table><\/div>$/,
  );
  assert.match(tables[1], /^<div class="table-wrapper"><table><tbody>\s*<tr>\s*<td>a<\/td>\s*<td>b<\/td>/);
  assert.match(tables[2], /<thead>\s*<tr>\s*<th>One<\/th>/, 'one header cell: not an array, kept');
  assert.match(
    tables[3],
    /<td style="text-align:center"><img loading="lazy" src="\/img\/home\.jpg"\/><\/td>\s*<td style="text-align:center"><span class="badge">new<\/span><\/td>/,
    "the page's own elements in a cell, as ionic-docs' navigation.md has them",
  );
  assert.doesNotMatch(html, /\u0000/);
});

/** A component that draws the tree of elements it is given, by MDX 1's props, then renders them. */
const TREE = `const describe = (node) => {
  if (Array.isArray(node)) return node.map(describe);
  if (node === undefined || typeof node === 'string') return node;
  if (!React.isValidElement(node)) return '?';
  const { mdxType, originalType, parentName, children, ...rest } = node.props;
  const own = Object.keys(rest).length ? rest : undefined;
  return [[mdxType, originalType, parentName].join('|'), own, describe(children)];
};
const tree = (Tag) => ({ children, ...props }) => (
  <Tag {...props} data-tree={JSON.stringify(describe(children))}>{children}</Tag>
);`;

/** What the data-tree attribute holds, decoded. */
function treeOf(html: string, tag: string): unknown {
  const attr = new RegExp(`<${tag} data-tree="([^"]*)"`).exec(html)?.[1];
  assert.ok(attr, html);
  return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

test('a table, a list and a quote hold elements with the props MDX 1 gives them', async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(
      TREE,
      "table: tree('table'), ul: tree('ul'), blockquote: tree('blockquote')",
    ),
    'docs/a.md': [
      '# A',
      '',
      '| Name | |',
      '| ---: | - |',
      '| [x](https://x.example) `c` | |',
      '',
      '- one *em*',
      '- two',
      '  - nested',
      '',
      '> Quote',
      '> ![pic](https://x.example/p.png)',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  // As @mdx-js/mdx 1.6 compiles these and @mdx-js/react 1.6's mdx() creates them.
  assert.deepEqual(treeOf(html, 'table'), [
    [
      'thead|thead|table',
      null,
      [
        'tr|tr|thead',
        null,
        [
          ['th|th|tr', { align: 'right' }, 'Name'],
          ['th|th|tr', { align: null }, null],
        ],
      ],
    ],
    [
      'tbody|tbody|table',
      null,
      [
        'tr|tr|tbody',
        null,
        [
          [
            'td|td|tr',
            { align: 'right' },
            [['a|a|td', { href: 'https://x.example' }, 'x'], ' ', ['inlineCode|inlineCode|td', null, 'c']],
          ],
          ['td|td|tr', { align: null }, null],
        ],
      ],
    ],
  ]);
  assert.deepEqual(treeOf(html, 'ul'), [
    ['li|li|ul', null, ['one ', ['em|em|li', null, 'em']]],
    ['li|li|ul', null, ['two', ['ul|ul|li', null, ['li|li|ul', null, 'nested']]]],
  ]);
  assert.deepEqual(treeOf(html, 'blockquote'), [
    'p|p|blockquote',
    null,
    ['Quote\n', ['img|img|p', { src: 'https://x.example/p.png', alt: 'pic' }, null]],
  ]);
  assert.match(html, /<td style="text-align:right"><a href="https:\/\/x\.example"[^>]*>x<\/a> <code>c<\/code><\/td>/);
  assert.match(
    html,
    /<li>two\s*<ul data-tree="[^"]*">\s*<li>nested<\/li>\s*<\/ul>\s*<\/li>/,
    "a list inside is the site's too",
  );
  assert.match(html, /<p>Quote\s*<img src="https:\/\/x\.example\/p\.png" alt="pic"/);
});

test('an element given other props renders as its tag with them; one given other children, with those', async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(
      `const List = ({ children }) => (
  <ul className="site-list">
    {React.Children.map(children, (li, i) => React.cloneElement(li, { className: 'item-' + i }))}
  </ul>
);
const Quote = ({ children }) => (
  <blockquote className="site-quote">{React.cloneElement(children, { children: 'Replaced' })}</blockquote>
);`,
      'ul: List, blockquote: Quote',
    ),
    'docs/a.md': '# A\n\n- one\n- two *em*\n\n> Quoted **words**\n',
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(
    html,
    /<ul class="site-list"><li class="item-0">one<\/li><li class="item-1">two <em>em<\/em><\/li><\/ul>/,
  );
  assert.match(html, /<blockquote class="site-quote"><p>Replaced<\/p>\s*<\/blockquote>/);
});
