/**
 * A Docusaurus site's code carries Prism's token classes, as prism-react-renderer writes them, in Markdown fences
 * and in `@theme/CodeBlock` of a page alike: the site's CSS for `.token.keyword` colours it (ionic-docs colours all
 * its code that way). A page stays a sensible size for them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** The text of each token span of `html` with exactly these `types`. */
const tokens = (html: string, types: string) =>
  [...html.matchAll(new RegExp(`<span class="token ${types}">([^<]*)</span>`, 'g'))].map((m) => m[1]);

const CODE = 'import { IonButton } from \'@ionic/react\';\nconst a = <IonButton expand="block">Go</IonButton>; // ok';

test('a fence and a CodeBlock of a page carry the same Prism token classes', async () => {
  const b = await site({
    'docs/intro.md': `# Intro\n\n\`\`\`jsx\n${CODE}\n\`\`\`\n`,
    'src/pages/code.js': `import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Code() {
  return <Layout><main id="code"><CodeBlock language="jsx">{${JSON.stringify(CODE)}}</CodeBlock></main></Layout>;
}
`,
  });
  const fence = markdownOf(b.page('/docs/intro'));
  const page = /<main id="code">([\s\S]*?)<\/main>/.exec(b.page('/code'))?.[1] ?? '';
  for (const html of [fence, page]) {
    assert.deepEqual(tokens(html, 'keyword'), ['import', 'from', 'const']);
    assert.deepEqual(tokens(html, 'string'), ['&#x27;@ionic/react&#x27;']);
    assert.deepEqual(tokens(html, 'comment'), ['// ok']);
    assert.deepEqual(tokens(html, 'tag class-name'), ['IonButton', 'IonButton']);
    assert.deepEqual(tokens(html, 'tag punctuation'), ['&lt;', '&gt;', '&lt;/', '&gt;']);
    assert.deepEqual(tokens(html, 'tag attr-name'), ['expand']);
    assert.deepEqual(tokens(html, 'tag attr-value'), ['&quot;block&quot;']);
  }
  assert.match(fence, /<pre class="prism-code language-jsx/);
});

test("a doc of many code blocks grows by its token spans alone, a fraction of the code's markup", async () => {
  const block = '```ts\nexport class Store { count: number = 0; add(n: number) { return this.count + n; } }\n```\n';
  const b = await site({ 'docs/intro.md': `# Intro\n\n${block.repeat(40)}` });
  const html = markdownOf(b.page('/docs/intro'));
  // What the token classes add: a token span inside each of highlight.js's (a mark is a token span alone, in place
  // of the highlight.js span it was), its opening tag and its `</span>`.
  const nested = [...html.matchAll(/<span class="hljs-[^"]*">(<span class="token [^"]*">)/g)].map((m) => m[1]);
  const added = nested.join('').length + nested.length * '</span>'.length;
  assert.equal(nested.length, 40 * 10, 'one token span per highlight.js token Prism has');
  // A third of the Markdown's HTML at most, for code that is all tokens (Docusaurus writes a span per token too).
  assert.ok(added / html.length < 0.35, `token spans are ${Math.round((added / html.length) * 100)}% of the HTML`);
});

test("a capitalised name is Prism's class-name only where Prism's JavaScript says so, maybe-class-name elsewhere", async () => {
  // metro's `await Metro.loadConfig()`: highlight.js calls every capitalised name a class, Prism only a name after
  // `new`, `class`, `extends`, `implements`, `instanceof`, `interface` or before `.prototype`; the rest are
  // js-extras's maybe-class-name, which palenight (Docusaurus 2's default) leaves plain.
  const code = [
    'class A extends B {}',
    'new Foo();',
    'await Metro.loadConfig();',
    'const y = Bar;',
    'Baz.prototype.x = 1;',
    'x instanceof Error;',
  ].join('\n');
  const b = await site({ 'docs/intro.md': `# Intro\n\n\`\`\`js\n${code}\n\`\`\`\n` });
  const html = markdownOf(b.page('/docs/intro'));
  assert.deepEqual(tokens(html, 'class-name'), ['A', 'B', 'Foo', 'Baz', 'Error']);
  assert.deepEqual(tokens(html, 'maybe-class-name'), ['Metro', 'Bar']);
});
