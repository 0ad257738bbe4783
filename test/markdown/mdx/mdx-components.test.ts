/**
 * MDX 1 in .md and .mdx: import/export blocks of any shape are JavaScript, not text; imported capitalised elements
 * render their React component on the server (string and {expression} props with imports and export consts in
 * scope, Markdown children); .md partials render; <TOCInline toc={toc} />; theme components map onto sitegen's;
 * an element that names nothing imported is an error with file:line.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { formatError } from '../../../src/errors.js';
import { buildFixture, type BuiltFixture, type FixtureFiles } from '../../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: FixtureFiles): Promise<BuiltFixture> {
  const b = await buildFixture(files);
  built.push(b);
  return b;
}

const HIGHLIGHT = `import React from 'react';
export default function Highlight({ color, children, size }) {
  return <span className="hl" style={{ color }} data-size={size}>{children}</span>;
}
`;

test('imported components render with string and {expression} props and Markdown children; imports of any shape are not text', async () => {
  const b = await site({
    'src/components/Highlight.js': HIGHLIGHT,
    'src/components/Card.tsx':
      'export function Card({ title, items }: { title: string; items: string[] }) { return <div className="card"><h3>{title}</h3><ul>{items.map((i) => <li key={i}>{i}</li>)}</ul></div>; }\n',
    'content/docs/a.mdx': [
      '# A',
      '',
      "import Highlight from '@site/src/components/Highlight'; import { Card } from '../../src/components/Card';",
      'import {',
      '  useState,',
      "} from 'react';",
      '',
      "export const fruits = ['apple', 'pear'];",
      '',
      '<Highlight color="red" size={1 + 2}>',
      '',
      'Some **bold** words.',
      '',
      '</Highlight>',
      '',
      '<Card title="Fruit" items={fruits} />',
      '',
      'Inline <Highlight color="blue">word</Highlight> here.',
    ].join('\n'),
  });
  const html = b.page('/docs/a');
  assert.doesNotMatch(html, /import Highlight|export const|useState/);
  assert.match(
    html,
    /<span class="hl" style="color:red" data-size="3">\s*<p>Some <strong>bold<\/strong> words.<\/p>\s*<\/span>/,
  );
  assert.match(html, /<div class="card"><h3>Fruit<\/h3><ul><li>apple<\/li><li>pear<\/li><\/ul><\/div>/);
  assert.match(html, /<p>Inline <span class="hl" style="color:blue">word<\/span> here.<\/p>/);
});

test('an imported Markdown partial renders; TOCInline lists the page headings; theme CodeBlock and Admonition map to sitegen markup', async () => {
  const b = await site({
    'content/docs/_shared.md': '---\ntitle: ignored\n---\n\nShared **text** from a [partial](b.md).\n',
    'content/docs/b.md': '# B\n',
    'content/docs/a.md': [
      '# A',
      '',
      "import Shared from './_shared.md';",
      "import TOCInline from '@theme/TOCInline';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import Admonition from '@theme/Admonition';",
      '',
      '<TOCInline toc={toc} />',
      '',
      '## First',
      '',
      '<Shared />',
      '',
      '### Deeper',
      '',
      '## Second',
      '',
      '<CodeBlock language="js" title="x.js">',
      '{`const a = 1;`}',
      '</CodeBlock>',
      '',
      '<CodeBlock language="sh">npm run a && npm run "b"</CodeBlock>',
      '',
      '<Admonition type="tip" title="Hint">',
      '',
      'Inside.',
      '',
      '</Admonition>',
    ].join('\n'),
  });
  const html = b.page('/docs/a');
  assert.match(html, /<p>Shared <strong>text<\/strong> from a <a href="\/docs\/b">partial<\/a>.<\/p>/);
  assert.match(
    html,
    // As Docusaurus nests them: the h3 in a list inside its h2's item.
    /<div class="toc-inline"><ul><li class="toc-inline__item toc-inline__item--h2"><a href="#first">First<\/a><ul><li class="toc-inline__item toc-inline__item--h3"><a href="#deeper">Deeper<\/a><\/li><\/ul><\/li><li[^>]*><a href="#second">Second<\/a><\/li><\/ul><\/div>/,
  );
  assert.match(
    html,
    /<div class="code-block__title">x.js<\/div>.*<code class="language-js"><span class="hljs-keyword">const<\/span> a = <span class="hljs-number">1<\/span>;<\/code>/s,
  );
  assert.match(
    html,
    /<code class="language-sh">npm run a &amp;&amp; npm run <span class="hljs-string">&quot;b&quot;<\/span><\/code>/,
  );
  assert.match(
    html,
    /<div class="theme-admonition theme-admonition-tip alert alert--success"><div class="admonition__title">.*Hint<\/div><div class="admonition__body">\s*<p>Inside.<\/p>\s*<\/div><\/div>/s,
  );
});

test('an element that names nothing imported is an error with file and line', async () => {
  await assert.rejects(
    () => site({ 'content/docs/a.md': '# A\n\nText.\n\n<Missing prop="x" />\n' }),
    (e: unknown) => {
      const text = formatError(e);
      assert.match(text, /<Missing> names a component that is not imported/);
      assert.match(text, /a\.md:5/);
      return true;
    },
  );
  await assert.rejects(
    () =>
      site({
        'src/components/Highlight.js': HIGHLIGHT,
        'content/docs/a.md': "# A\n\nimport Highlight from '@site/src/components/Highlight';\n\n<Hilight>x</Hilight>\n",
      }),
    (e: unknown) => {
      assert.match(formatError(e), /<Hilight> names a component that is not imported[\s\S]*a\.md:5/);
      return true;
    },
  );
});

test('without imports, an opening capitalised tag with no closing tag in its paragraph is not an element', async () => {
  const b = await site({ 'content/docs/a.md': '# A\n\nReturns Promise<BrowserWindow> when done.\n' });
  assert.match(b.page('/docs/a'), /Returns Promise/);
});

test("a client module ('use client') imported into Markdown is an island, as in a page module, even through another component", async () => {
  const b = await site({
    'src/components/Counter.tsx':
      "'use client';\nimport { useState } from 'react';\nexport default function Counter({ start, label }: { start: number; label: string }) { const [n, setN] = useState(start); return <button onClick={() => setN(n + 1)}>{label}: {n}</button>; }\nexport const unit = 'clicks';\n",
    'src/components/Panel.tsx':
      'import Counter, { unit } from \'./Counter\';\nexport default function Panel() { return <section><Counter start={1} label={unit} hydrate="visible" /></section>; }\n',
    'content/docs/c.mdx': [
      '# C',
      '',
      "import Counter from '@site/src/components/Counter';",
      "import Panel from '@site/src/components/Panel';",
      '',
      '<Counter start={3} label="Clicks" />',
      '',
      '<Panel />',
    ].join('\n'),
    'content/docs/plain.md': '# Plain\n\nNo islands here.\n',
  });
  const html = b.page('/docs/c');
  const islands = [...html.matchAll(/<sitegen-island ([^>]*)>(.*?)<\/sitegen-island>/g)];
  assert.equal(islands.length, 2, html);
  const [first, second] = islands.map(([, attributes, inner]) => ({ attributes, inner }));
  assert.match(
    first.attributes,
    /^data-src="\/assets\/island-Counter\.\w+\.js" data-island="src\/components\/Counter\.tsx#default"/,
  );
  assert.match(first.attributes, /data-hydrate="idle"/);
  assert.match(first.attributes, /data-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;Clicks&quot;\}"/);
  assert.equal(
    first.inner,
    '<button>Clicks<!-- -->: <!-- -->3</button>',
    'rendered with renderToString, for hydrateRoot',
  );
  assert.match(second.attributes, /data-hydrate="visible"/);
  assert.match(second.inner, /clicks<!-- -->: <!-- -->1/);
  assert.ok(
    b.files().some((f) => /^assets\/island-Counter\.\w+\.js$/.test(f)),
    'the client bundle built the island',
  );
  assert.ok(!b.warnings.some((w) => /does not hydrate/.test(w.message)), 'no warning that it will not hydrate');
  assert.doesNotMatch(b.page('/docs/plain'), /sitegen-island/);
});

test('an island in Markdown given Markdown children is an error with file and line, as props travel as JSON', async () => {
  await assert.rejects(
    site({
      'src/components/Box.tsx':
        "'use client';\nexport default function Box({ children }) { return <div>{children}</div>; }\n",
      'content/docs/c.mdx': "# C\n\nimport Box from '@site/src/components/Box';\n\n<Box>\n\nSome *text*.\n\n</Box>\n",
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(
        text,
        /<Box> failed to render: src\/components\/Box\.tsx is an island \('use client'\) and cannot take Markdown children/,
      );
      assert.match(text, /c\.mdx:5/);
      return true;
    },
  );
});

test("an island ('use client') given an imported .md file as a prop gets it as its HTML; a callback prop is still an error", async () => {
  const b = await site({
    'src/components/Sample.tsx':
      '\'use client\';\nexport default function Sample({ code }) { return <div className="sample">{code.main({})}</div>; }\n',
    'content/docs/_sample.md': '```js\nconst gamma = 3;\n```\n',
    'content/docs/s.mdx':
      "# S\n\nimport Sample from '@site/src/components/Sample';\nimport main from './_sample.md';\n\n<Sample code={{ main }} />\n",
  });
  assert.match(
    b.page('/docs/s'),
    /<sitegen-island [^>]*data-props="[^"]*gamma[^>]*><div class="sample"><sitegen-children>.*gamma.*<\/sitegen-children><\/div><\/sitegen-island>/s,
  );
  await assert.rejects(
    site({
      'src/components/Sample.tsx':
        "'use client';\nexport default function Sample({ onPick }) { return <button onClick={onPick}>pick</button>; }\n",
      'content/docs/s.mdx': "# S\n\nimport Sample from '@site/src/components/Sample';\n\n<Sample onPick={() => 1} />\n",
    }),
    (error: Error) => {
      assert.match(
        formatError(error),
        /got the prop "onPick", which is a function: island props travel to the browser as JSON/,
      );
      return true;
    },
  );
});

test('nested elements render in one React tree, as MDX does: context reaches an inner element, an outer one reads its children’s props', async () => {
  const b = await site({
    'src/components/Theme.js': `import React, { createContext, useContext } from 'react';
const Tone = createContext('plain');
export function Theme({ tone, children }) { return <Tone.Provider value={tone}><section>{children}</section></Tone.Provider>; }
export function Swatch() { return <i className="swatch">{useContext(Tone)}</i>; }
`,
    'src/components/Steps.js': `import React, { Children, isValidElement } from 'react';
export function Steps({ children }) {
  const steps = Children.toArray(children).filter(isValidElement);
  return <ol className="steps" data-titles={steps.map((s) => s.props.title).join('|')}>{steps.map((s) => <li key={s.key}>{s}</li>)}</ol>;
}
export function Step({ title, children }) { return <div className="step"><b>{title}</b>{children}</div>; }
export function Key({ children }) { return <kbd>{children.toUpperCase()}</kbd>; }
`,
    'content/docs/n.mdx': [
      '# N',
      '',
      "import { Theme, Swatch } from '@site/src/components/Theme';",
      "import { Steps, Step, Key } from '@site/src/components/Steps';",
      '',
      '<Theme tone="dark">',
      '',
      'A swatch: <Swatch />.',
      '',
      '- and in a list <Swatch />',
      '',
      '</Theme>',
      '',
      '<Swatch />',
      '',
      '<Steps>',
      '<Step title="One">',
      '',
      'First *step*.',
      '',
      '</Step>',
      '<Step title="Two">',
      '',
      'Second.',
      '',
      '</Step>',
      '</Steps>',
      '',
      'Press <Key>ctrl & c</Key>.',
    ].join('\n'),
  });
  const html = b.page('/docs/n');
  assert.match(
    html,
    /<section>\s*<p>A swatch: <i class="swatch">dark<\/i>.<\/p>\s*<ul>\s*<li>and in a list <i class="swatch">dark<\/i><\/li>\s*<\/ul>\s*<\/section>/,
  );
  assert.match(html, /<\/section>\s*<i class="swatch">plain<\/i>/, 'outside the provider, the default');
  assert.match(html, /<p>Press <kbd>CTRL &amp; C<\/kbd>.<\/p>/, 'plain text is a string child, as in MDX');
  assert.match(
    html,
    /<ol class="steps" data-titles="One\|Two"><li><div class="step"><b>One<\/b>\s*<p>First <em>step<\/em>.<\/p>\s*<\/div><\/li><li><div class="step"><b>Two<\/b>/,
  );
});

test('an element that throws inside another is named at its own line', async () => {
  await assert.rejects(
    site({
      'src/components/Box.js':
        'export function Box({ children }) { return <div>{children}</div>; }\nexport function Bad({ n }) { return <b>{n.toFixed(1)}</b>; }\n',
      'content/docs/c.mdx':
        "# C\n\nimport { Box, Bad } from '@site/src/components/Box';\n\n<Box>\n\nText <Bad n={1} /> and\n\n<Bad />\n\n</Box>\n",
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /<Bad> failed to render: Cannot read properties of undefined \(reading 'toFixed'\)/);
      assert.match(text, /c\.mdx:9/);
      return true;
    },
  );
});

test('an element whose attribute is not JavaScript is an error at its own line', async () => {
  await assert.rejects(
    site({
      'src/components/Box.js': 'export default function Box({ n }) { return <b>{n}</b>; }\n',
      'content/docs/c.mdx':
        "# C\n\nimport Box from '@site/src/components/Box';\n\n<Box n={1} />\n\nText.\n\n<Box n={1 +} />\n",
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /<Box> does not compile: Unexpected "}"/);
      assert.match(text, /c\.mdx:9/);
      return true;
    },
  );
});

test('an import the file does not use still runs, so the CSS it imports is on the page, as in Docusaurus', async () => {
  const b = await site({
    'src/components/Styled/index.js': "import './styled.css';\nexport default function Styled() { return null; }\n",
    'src/components/Styled/styled.css': '.styled-unused { color: rgb(4, 4, 4); }\n',
    'content/docs/a.mdx':
      "# A\n\nimport Styled from '@site/src/components/Styled';\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n",
  });
  const cssFile = b.files().find((f) => /^assets\/site\.\w+\.css$/.test(f))!;
  assert.match(b.writer.text(cssFile), /\.styled-unused \{/);
});

test("CSS a Markdown file's components import is in the site's stylesheet, each file once; CSS modules of the same name do not clash", async () => {
  const b = await site({
    'src/components/A/index.js':
      "import './a.css';\nimport styles from './styles.module.css';\nexport default function A() { return <p className={styles.root}>A</p>; }\n",
    'src/components/A/a.css': '.plain-a { color: rgb(1, 1, 1); }\n',
    'src/components/A/styles.module.css': '.root { color: rgb(2, 2, 2); }\n',
    'src/components/B/index.js':
      "import styles from './styles.module.css';\nexport default function B() { return <p className={styles.root}>B</p>; }\n",
    'src/components/B/styles.module.css': '.root { color: rgb(3, 3, 3); }\n',
    'content/docs/a.mdx': "# A\n\nimport A from '@site/src/components/A';\n\n<A />\n",
    'content/docs/b.mdx':
      "# B\n\nimport B from '@site/src/components/B';\nimport A from '@site/src/components/A';\n\n<B />\n\n<A />\n",
  });
  const cssFile = b.files().find((f) => /^assets\/site\.\w+\.css$/.test(f))!;
  const css = b.writer.text(cssFile);
  assert.equal(css.match(/\.plain-a \{/g)?.length, 1, 'plain CSS is global and shipped once');
  const classOf = (html: string, text: string) => new RegExp(`<p class="([^"]+)">${text}</p>`).exec(html)?.[1];
  const a = classOf(b.page('/docs/a'), 'A')!;
  const bClass = classOf(b.page('/docs/b'), 'B')!;
  assert.ok(a && bClass, 'both components render with a class');
  assert.notEqual(a, bClass, 'two styles.module.css files get different class names');
  assert.equal(classOf(b.page('/docs/b'), 'A'), a, 'one CSS module has one class name on every page');
  assert.match(css, new RegExp(`\\.${a} \\{\\s*color: rgb\\(2, 2, 2\\)`));
  assert.match(css, new RegExp(`\\.${bClass} \\{\\s*color: rgb\\(3, 3, 3\\)`));
});

const MDX_COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Code from '@theme/MDXComponents/Code';
import Highlight from '@site/src/components/Highlight';

function ColorDefaults() {
  return <ins className="color-box" style={{ background: '#2196F3' }} />;
}

export default { ...MDXComponents, code: Code, wrapper: ({ children }) => <>{children}</>, Highlight, ColorDefaults };
`;

test("a site's src/theme/MDXComponents puts its components in scope in every Markdown file; a replacement sitegen does not apply is a warning", async () => {
  const b = await site({
    'src/components/Highlight.js': HIGHLIGHT,
    'src/theme/MDXComponents.js': MDX_COMPONENTS,
    'content/docs/a.md': '# A\n\n<Highlight color="red">global</Highlight> and <ColorDefaults />.\n',
    'content/docs/b.mdx': [
      '# B',
      '',
      'export const Highlight = ({ children }) => <mark>{children}</mark>;',
      '',
      '<Highlight>own</Highlight>',
      '',
      '<Details summary="More">',
      '',
      'Hidden **text**.',
      '',
      '</Details>',
    ].join('\n'),
  });
  assert.match(
    b.page('/docs/a'),
    /<p><span class="hl" style="color:red">global<\/span> and <ins class="color-box" style="background:#2196F3"><\/ins>.<\/p>/,
  );
  const bPage = b.page('/docs/b');
  assert.match(bPage, /<mark>own<\/mark>/, "the file's own declaration comes first");
  assert.match(bPage, /<details class="details"><summary>More<\/summary>\s*<p>Hidden <strong>text<\/strong>.<\/p>/);
  const warning = b.warnings.find((w) => w.file.endsWith('MDXComponents.js'));
  assert.match(
    warning?.message ?? '',
    // `code` is the theme's own (`@theme/MDXComponents/Code`): it replaces nothing.
    /replaces how <wrapper> renders in Markdown; .* not applied\. .* Its components \(Details, Head, Highlight, ColorDefaults\)/,
  );
});

test("an element that neither the file nor the site's MDXComponents declares is still an error with its line", async () => {
  await assert.rejects(
    site({
      'src/components/Highlight.js': HIGHLIGHT,
      'src/theme/MDXComponents.js': MDX_COMPONENTS,
      'content/docs/a.md': '# A\n\n<Highlight>ok</Highlight>\n\n<Missing />\n',
    }),
    (error: Error) => {
      assert.match(formatError(error), /<Missing> names a component that is not imported[\s\S]*a\.md:5/);
      return true;
    },
  );
});

test('frontMatter, metadata, toc and contentTitle are in scope of MDX expressions, as in Docusaurus 2', async () => {
  const b = await site({
    'src/components/Show.js':
      'export default function Show({ value }) { return <code className="show">{JSON.stringify(value)}</code>; }\n',
    'content/docs/guide/a.mdx': [
      '---',
      'title: The guide',
      'keywords: [one, two]',
      '---',
      '',
      '# Guide heading',
      '',
      "import Show from '@site/src/components/Show';",
      '',
      '<Show value={frontMatter.keywords} />',
      '',
      '<Show value={[metadata.id, metadata.title, metadata.permalink, metadata.source]} />',
      '',
      '<Show value={contentTitle} />',
      '',
      '<Show value={toc.map((t) => t.id)} />',
      '',
      '## Part one',
    ].join('\n'),
  });
  const shown = [...b.page('/docs/guide/a').matchAll(/<code class="show">([^<]*)<\/code>/g)].map((m) =>
    JSON.parse(m[1].replace(/&quot;/g, '"')),
  );
  assert.deepEqual(shown, [
    ['one', 'two'],
    ['guide/a', 'The guide', '/docs/guide/a', '@site/content/docs/guide/a.mdx'],
    'Guide heading',
    ['part-one'],
  ]);
});

test('a ```mdx-code-block fence is MDX: its exports and elements work, and a fence of code inside it stays code', async () => {
  const b = await site({
    'content/docs/button.md': [
      '# Button',
      '',
      '````mdx-code-block',
      'export function ColorDefaults() {',
      '  return <ins className="color-box" />;',
      '}',
      '',
      '```js',
      'const x = 1;',
      '```',
      '````',
      '',
      '| Type | Default |',
      '| ---- | ------- |',
      '| color | <ColorDefaults/> |',
      '',
      '```md',
      '```mdx-code-block',
      '```',
    ].join('\n'),
  });
  const html = b.page('/docs/button');
  assert.match(html, /<td><ins class="color-box"><\/ins><\/td>/);
  assert.doesNotMatch(html, /export function/);
  assert.match(html, /<code class="language-js">/);
  assert.match(html, /<code class="language-md">.*mdx-code-block/, 'in a code fence it is text');
});

test('Tabs with values={[...]} and defaultValue, as Docusaurus 2 sites write them, beside imported components', async () => {
  const b = await site({
    'src/components/Highlight.js': HIGHLIGHT,
    'content/docs/a.mdx': [
      '# A',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Highlight from '@site/src/components/Highlight';",
      '',
      '<Tabs',
      '  defaultValue="b"',
      "  values={[{\"label\": 'It\\'s A', value: 'a'}, { label: \"B, with {braces}\", 'value': \"b\" }]}>",
      '<TabItem value="a">',
      '',
      '<Highlight color="red">in a tab</Highlight>',
      '',
      '</TabItem>',
      '<TabItem value="b">',
      '',
      'Tab B.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
  });
  const html = b.page('/docs/a');
  assert.match(html, /aria-selected="false" tabindex="-1" data-value="a">It's A<\/button>/);
  assert.match(html, /aria-selected="true" tabindex="0" data-value="b">B, with \{braces\}<\/button>/);
  assert.match(html, /<span class="hl" style="color:red">in a tab<\/span>/);
});

test('Tabs whose values and defaultValue are expressions take their labels and default tab from the imported module', async () => {
  const b = await site({
    'core/TabsConstants.js': [
      "const languages = [{ label: 'Java', value: 'java' }, { label: 'Kotlin', value: 'kotlin' }];",
      "export default { languages, defaultLanguage: 'kotlin', tabs: (names) => names.map((n) => ({ label: n.toUpperCase(), value: n })) };",
    ].join('\n'),
    'content/docs/a.mdx': [
      '# A',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import constants from '@site/core/TabsConstants';",
      '',
      '<Tabs groupId="language" defaultValue={constants.defaultLanguage} values={constants.languages}>',
      '<TabItem value="java">',
      '',
      'Java code.',
      '',
      '</TabItem>',
      '<TabItem value="kotlin">',
      '',
      'Kotlin code.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<Tabs values={constants.tabs(["web", "ios"])}>',
      '<TabItem value="web" label="Own label">',
      '',
      'Web.',
      '',
      '</TabItem>',
      '<TabItem value="ios">',
      '',
      'iOS.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
  });
  const html = b.page('/docs/a');
  assert.doesNotMatch(html, /\u0000|mdx-tabs/);
  assert.match(html, /aria-selected="false" tabindex="-1" data-value="java">Java<\/button>/);
  assert.match(html, /aria-selected="true" tabindex="0" data-value="kotlin">Kotlin<\/button>/);
  assert.match(html, /data-label="Kotlin" tabindex="0">\s*<p>Kotlin code.<\/p>/, 'the default panel is shown');
  assert.match(html, /data-label="Java" tabindex="0" hidden>/);
  assert.match(html, /data-value="web">Own label<\/button>/);
  assert.match(html, /data-value="ios">IOS<\/button>/);
});

test("a Markdown file a component imports is found beside that component; site components may import Docusaurus's A, ExecutionEnvironment and useActiveVersion", async () => {
  const b = await site({
    'src/components/releases/ReleasesTable.js': [
      "import Table from './_releases-table.md';",
      "import A from '@theme/MDXComponents/A';",
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';",
      'export default function ReleasesTable() {',
      '  const branch = useActiveVersion(undefined).label === "Next" ? "main" : "stable";',
      '  return <div className="releases"><Table /><A href="/docs/a">{branch} {String(ExecutionEnvironment.canUseDOM)}</A></div>;',
      '}',
    ].join('\n'),
    'src/components/releases/_releases-table.md': '| Version | Status |\n| --- | --- |\n| 0.80 | **Active** |\n',
    'content/docs/releases/overview.md':
      "# Releases\n\nimport ReleasesTable from '@site/src/components/releases/ReleasesTable';\n\n<ReleasesTable />\n",
    'content/docs/a.md': '# A\n',
  });
  const html = b.page('/docs/releases/overview');
  assert.match(
    html,
    /<div class="releases"><table>[\s\S]*<td><strong>Active<\/strong><\/td>[\s\S]*<\/table>\s*<a href="\/docs\/a">main false<\/a><\/div>/,
  );
});
