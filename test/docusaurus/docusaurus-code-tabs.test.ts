import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture } from '../helpers/fixture-site.js';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** The text of each `<pre>` of a page's Markdown, tags dropped. */
function preTexts(page: string): string[] {
  return [...markdownOf(page).matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map(([, html]) =>
    html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'),
  );
}

test('a code block shows its tabs as MDX 1 does: spaces to the next multiple of four columns', async () => {
  const doc = [
    '# Tabs',
    '',
    '```js',
    'function f() {',
    '\treturn {',
    '\t\ta:\t1,',
    '\t}',
    '}',
    '```',
    '',
    'Indented:',
    '',
    '    ab\tc',
    '',
  ].join('\n');
  const b = await site({ 'docs/intro.md': doc });
  assert.deepEqual(
    preTexts(b.page('/docs/intro')).map((text) => text.trimEnd()),
    ['function f() {\n    return {\n        a:  1,\n    }\n}', 'ab  c'],
  );
});

test('a sitegen site keeps the tabs of its code blocks', async () => {
  const b = await buildFixture({ 'content/docs/intro.md': '# Intro\n\n```js\n\tx\n```\n' });
  after(() => b.cleanup());
  assert.match(b.page('/docs/intro'), /<code[^>]*>\tx/);
});
