/**
 * `markdown.tabBlocks`: fences one after another marked `tab` become one tab set, as
 * docusaurus-remark-plugin-tab-blocks makes them; a Docusaurus site that lists the plugin gets it with its options.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from '../docusaurus/docusaurus-fixture.js';
import { SitegenError } from '../../src/errors.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const DOC = [
  '# Config\n',
  '```js tab',
  'module.exports = {};',
  '```\n',
  '```ts tab',
  'export default {};',
  '```\n',
  'A lone tab fence stays a code block:\n',
  '```js tab',
  'lone();',
  '```\n',
  'Own labels, and a tab of two fences:\n',
  '```bash tab={"label": "Yarn Berry"}',
  'yarn add dino',
  '```\n',
  '```py tab={"span": 2}',
  'import dino',
  '```\n',
  '```py',
  'dino.roar()',
  '```\n',
].join('\n');

/**
 * The group, tab values and labels of each tab set of `html`, and how many code blocks each panel holds (in the
 * fixture, a paragraph or the end of the article follows each set).
 */
function tabSets(html: string) {
  return html
    .split('<div class="tabs tabs-container"')
    .slice(1)
    .map((chunk) => {
      const set = chunk.split(/<p>|<\/article>/)[0];
      return {
        group: /^ data-group="([^"]*)"/.exec(set)?.[1] ?? null,
        tabs: [...set.matchAll(/role="tab"[^>]*data-value="([^"]*)">([^<]*)</g)].map((t) => `${t[1]}=${t[2]}`),
        blocks: set
          .split('role="tabpanel"')
          .slice(1)
          .map((panel) => panel.split(/class="code-block[ "]/).length - 1),
      };
    });
}

test('tab fences one after another are one tab set, labelled by language or their own label; a lone one is not', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(`markdown: { tabBlocks: { labels: { py: 'Python' } } }`),
    'content/docs/config.md': DOC,
  });
  built.push(b);
  const html = b.page('/docs/config');
  assert.deepEqual(tabSets(html), [
    { group: 'code-examples', tabs: ['js=JavaScript', 'ts=TypeScript'], blocks: [1, 1] },
    { group: 'code-examples', tabs: ['yarn-berry=Yarn Berry', 'py=Python'], blocks: [1, 2] },
  ]);
  assert.match(html, /<p>A lone tab fence stays a code block:<\/p>\n<div class="code-block">/);
  assert.equal(html.split('class="tabs tabs-container"').length - 1, 2, 'the lone tab fence is no tab set');
});

test('without markdown.tabBlocks a tab fence is a plain code block', async () => {
  const b = await buildFixture({ 'site.config.ts': configSource(''), 'content/docs/config.md': DOC });
  built.push(b);
  assert.doesNotMatch(b.page('/docs/config'), /class="tabs tabs-container"/);
});

test('a tab={...} that is not JSON stops the build naming the file and line', async () => {
  const error = await buildFixture({
    'site.config.ts': configSource(`markdown: { tabBlocks: {} }`),
    'content/docs/config.md': "# Config\n\n```js tab={label: 'A'}\na();\n```\n\n```ts tab\nb();\n```\n",
  }).then(
    (b) => (built.push(b), null),
    (e: unknown) => e,
  );
  assert.ok(error instanceof SitegenError, String(error));
  assert.match(error.message, /tab=\{label: 'A'\} is not JSON/);
  assert.equal(error.location?.line, 3);
  assert.match(error.location?.file ?? '', /config\.md$/);
});

test('a Docusaurus site listing docusaurus-remark-plugin-tab-blocks gets its tabs, with its options, and no warning', async () => {
  const plugin = "require('docusaurus-remark-plugin-tab-blocks')";
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [[${plugin}, { sync: false, labels: [['py', 'Python']] }]] } }]] };\n`,
    'docs/config.md': DOC,
  });
  built.push(b);
  assert.deepEqual(tabSets(b.page('/docs/config')), [
    { group: null, tabs: ['js=JavaScript', 'ts=TypeScript'], blocks: [1, 1] },
    { group: null, tabs: ['yarn-berry=Yarn Berry', 'py=Python'], blocks: [1, 2] },
  ]);
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(warning, /tab-blocks/);
});
