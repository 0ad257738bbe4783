/**
 * A Docusaurus 2 site's code is coloured in the languages its Prism loads (prism-react-renderer's own, the config's
 * `prism.additionalLanguages` with their aliases, a swizzled prism-include-languages' requires) and is plain text in
 * any other, as theme-classic 2.4 shows it; `prism.defaultLanguage` colours a block that names no language.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (prism: string) =>
  `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', themeConfig: { prism: ${prism} }, presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`;

/** A fence per language, each its own doc section. */
const fences = (langs: string[]) =>
  `# Intro\n\n${langs.map((lang) => `## ${lang || 'none'}\n\n\`\`\`${lang}\nif (x) { return "y"; }\n\`\`\`\n`).join('\n')}`;

/** Whether each fence's code carries highlight.js's spans, by the fence's heading. */
function coloured(html: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [, name, body] of html.matchAll(/<h2[^>]*>([\w-]+)[\s\S]*?<\/h2>([\s\S]*?)(?=<h2|$)/g))
    out[name] = /<code[^>]*>[\s\S]*class="hljs-/.test(body);
  return out;
}

/** The aliases prismjs's components register, as the site's own prismjs lists them. */
const PRISMJS = {
  'node_modules/prismjs/package.json': '{ "name": "prismjs", "version": "1.29.0" }\n',
  'node_modules/prismjs/components.json': JSON.stringify({
    languages: { bash: { alias: ['sh', 'shell'] }, java: {}, csharp: { alias: ['cs', 'dotnet'] } },
  }),
};

test("a language the site's Prism does not load is plain text; prism-react-renderer's own are coloured", async () => {
  const b = await site({ 'docs/intro.md': fences(['js', 'bash', 'shell', 'sh', 'java', 'powershell']) });
  assert.deepEqual(coloured(markdownOf(b.page('/docs/intro'))), {
    js: true,
    bash: true,
    shell: true,
    sh: false,
    java: false,
    powershell: false,
  });
});

test('additionalLanguages colour their languages and the aliases their Prism components register', async () => {
  const b = await site({
    ...PRISMJS,
    'docusaurus.config.js': config(`{ additionalLanguages: ['java', 'bash', 'csharp'] }`),
    'docs/intro.md': fences(['java', 'sh', 'cs', 'dotnet', 'powershell']),
  });
  assert.deepEqual(coloured(markdownOf(b.page('/docs/intro'))), {
    java: true,
    sh: true,
    cs: true,
    dotnet: true,
    powershell: false,
  });
});

test('a swizzled prism-include-languages colours the languages it requires', async () => {
  const b = await site({
    'src/theme/prism-include-languages.js': `import siteConfig from '@generated/docusaurus.config';
export default function prismIncludeLanguages(PrismObject) {
  globalThis.Prism = PrismObject;
  require('prismjs/components/prism-kotlin');
  require("prismjs/components/prism-rust.js");
  delete globalThis.Prism;
}
`,
    'docs/intro.md': fences(['kotlin', 'rust', 'java']),
  });
  assert.deepEqual(coloured(markdownOf(b.page('/docs/intro'))), { kotlin: true, rust: true, java: false });
});

test('defaultLanguage colours a block that names no language, in Markdown and in a CodeBlock of a page', async () => {
  const b = await site({
    'docusaurus.config.js': config(`{ defaultLanguage: 'javascript' }`),
    'docs/intro.md': fences(['', 'text']),
    'src/pages/code.js': `import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Code() {
  return <Layout><main id="code"><CodeBlock>{'if (x) { return "y"; }'}</CodeBlock></main></Layout>;
}
`,
  });
  const doc = markdownOf(b.page('/docs/intro'));
  assert.deepEqual(coloured(doc), { none: true, text: false });
  assert.match(doc, /<pre class="prism-code language-javascript/);
  assert.match(/<main id="code">([\s\S]*?)<\/main>/.exec(b.page('/code'))?.[1] ?? '', /class="hljs-keyword"/);
});

test('a Prism language highlight.js has no grammar for is named, with what its code blocks look like', async () => {
  const b = await site({
    'docusaurus.config.js': config(`{ additionalLanguages: ['solidity', 'java'], defaultLanguage: 'solidity' }`),
    'docs/intro.md': fences(['solidity']),
  });
  assert.deepEqual(coloured(markdownOf(b.page('/docs/intro'))), { solidity: false });
  const lines = ignoredLines(b).filter((l) => l.includes('prism'));
  assert.deepEqual(lines, [
    '- themeConfig.prism.additionalLanguages: highlight.js has no grammar for solidity; its code blocks show as plain text',
    '- themeConfig.prism.defaultLanguage: highlight.js has no grammar for solidity; code blocks without a language show as plain text',
  ]);
});

test("a site's own magic comments give their lines its classes; theme-classic's default goes with a list that leaves it out", async () => {
  const own = `{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }`;
  const error = `{ className: 'code-block-error-line', line: 'This will error' }`;
  const code = 'const a = 1;\n// This will error\na = 2;\n// highlight-next-line\nconst b = 3;';
  const lines = (html: string) =>
    [...html.matchAll(/<span class="token-line([^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => [
      // theme-classic's classes (sitegen's own code-line ones aside).
      m[1]
        .split(' ')
        .filter((c) => c && !c.startsWith('code-line'))
        .join(' '),
      m[2].replace(/<[^>]+>/g, ''),
    ]);
  const b = await site({
    'docusaurus.config.js': config(`{ magicComments: [${own}, ${error}, { line: 'no-class' }] }`),
    'docs/intro.md': `# Intro\n\n\`\`\`js\n${code}\n\`\`\`\n`,
    'src/pages/code.js': `import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Code() {
  return (
    <Layout>
      <main id="magic"><CodeBlock language="js">{${JSON.stringify(code)}}</CodeBlock></main>
      <main id="meta"><CodeBlock language="js" metastring='{1} title="t.js"'>{'const c = 1;\\nconst d = 2;'}</CodeBlock></main>
    </Layout>
  );
}
`,
  });
  const expected = [
    ['', 'const a = 1;'],
    ['code-block-error-line', 'a = 2;'],
    ['theme-code-block-highlighted-line', 'const b = 3;'],
  ];
  assert.deepEqual(lines(markdownOf(b.page('/docs/intro'))), expected);
  // A page's CodeBlock marks its lines alike, and reads a range and a title from its metastring, as theme-classic's.
  const page = b.page('/code');
  assert.deepEqual(lines(/<main id="magic">([\s\S]*?)<\/main>/.exec(page)![1]), expected);
  const meta = /<main id="meta">([\s\S]*?)<\/main>/.exec(page)![1];
  assert.deepEqual(lines(meta), [
    ['theme-code-block-highlighted-line', 'const c = 1;'],
    ['', 'const d = 2;'],
  ]);
  assert.match(meta, />t\.js<\/div>/);
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('magicComments')),
    ['- themeConfig.prism.magicComments: an entry with no className, or with no line or block, is left out'],
  );
  // Without theme-classic's own in the list, its directive is code, as in Docusaurus.
  const only = await site({
    'docusaurus.config.js': config(`{ magicComments: [${error}] }`),
    'docs/intro.md': `# Intro\n\n\`\`\`js\n${code}\n\`\`\`\n`,
  });
  assert.deepEqual(lines(markdownOf(only.page('/docs/intro'))), [
    ['', 'const a = 1;'],
    ['code-block-error-line', 'a = 2;'],
    ['', '// highlight-next-line'],
    ['', 'const b = 3;'],
  ]);
});
