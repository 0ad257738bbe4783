import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines, LIVE_DOC, liveConfig } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** The props of each playground island in `html`, as the browser reads them. */
function playgroundProps(html: string): unknown[] {
  const islands = [...html.matchAll(/<sitegen-island [^>]*data-island="@theme\/Playground#default"[^>]*>/g)];
  return islands.map(([tag]) => {
    const json = /data-props="([^"]*)"/.exec(tag)![1];
    return JSON.parse(
      json
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  });
}

test('a ```jsx live fence is a playground: its code highlighted under Live Editor, then Result, as an island', async () => {
  const b = await site({ 'docusaurus.config.js': liveConfig(), 'docs/live.md': LIVE_DOC });
  const html = b.page('/docs/live');
  assert.deepEqual(playgroundProps(html), [
    { code: '<Greeting name="Dino" />', language: 'jsx', noInline: false, position: 'bottom', metastring: 'live' },
    {
      code: 'const Twice = () => <><Greeting name="A" /><Greeting name="B" /></>;\nrender(<Twice />);',
      language: 'jsx',
      noInline: true,
      position: 'bottom',
      metastring: 'live noInline',
    },
  ]);
  // The island's script is built and named on it; it renders in place of the built markup (not hydrated).
  assert.match(
    html,
    /<sitegen-island data-src="\/assets\/island-playground\.[\w-]+\.js" data-island="@theme\/Playground#default" data-hydrate="visible" data-render="client" data-label-editor="Live Editor" data-label-result="Result"/,
  );
  const first = html.slice(html.indexOf('<div class="playground">'), html.indexOf('</sitegen-island>'));
  assert.match(
    first,
    /<div class="playground__header">Live Editor<\/div><div class="playground__editor"><pre class="hljs language-jsx"><code>/,
  );
  assert.match(first.replace(/<[^>]+>/g, ''), /&lt;Greeting name=(&quot;|")Dino(&quot;|") \/&gt;/);
  assert.match(
    first,
    /<div class="playground__header">Result<\/div><div class="playground__preview"><div>Loading...<\/div><\/div>$/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('live-codeblock')), ignoredLines(b).join('\n'));
  // The theme's rules are in the site's stylesheet.
  const css = [...b.writer.files.keys()].find((f) => /^assets\/site\.\w+\.css$/.test(f))!;
  assert.match(b.writer.text(css), /\.playground__header/);
});

test("playgroundPosition: 'top' puts the result above the editor; without the theme a live fence is code", async () => {
  const top = await site({
    'docusaurus.config.js': liveConfig(`{ liveCodeBlock: { playgroundPosition: 'top' } }`),
    'docs/live.md': LIVE_DOC,
  });
  assert.deepEqual(
    playgroundProps(top.page('/docs/live')).map((p) => (p as { position: string }).position),
    ['top', 'top'],
  );
  assert.match(top.page('/docs/live'), /<sitegen-island [^>]*>(<div class="playground__header">Result<\/div>)/);
  const plain = await site({ 'docs/live.md': LIVE_DOC });
  const html = plain.page('/docs/live');
  assert.deepEqual(playgroundProps(html), []);
  assert.doesNotMatch(html, /playground/);
  assert.match(html, /<div class="code-block[ "]/);
  const css = [...plain.writer.files.keys()].find((f) => /^assets\/site\.\w+\.css$/.test(f))!;
  assert.doesNotMatch(plain.writer.text(css), /playground__/);
});

test('the headers are in the page’s language, from the locale’s code.json or Docusaurus’s own translation', async () => {
  const b = await site({
    'docusaurus.config.js': liveConfig().replace(
      "baseUrl: '/',",
      "baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },",
    ),
    'docs/live.md': LIVE_DOC,
    'i18n/de/code.json': JSON.stringify({ 'theme.Playground.result': { message: 'Ausgabe' } }),
  });
  assert.match(b.page('/fr/docs/live'), /data-label-editor="Éditeur en direct" data-label-result="Résultat"/);
  assert.match(b.page('/fr/docs/live'), /<div class="playground__header">Résultat<\/div>/);
  assert.match(b.page('/de/docs/live'), /data-label-result="Ausgabe"/);
});

test('a live fence quoted inside a longer fence is code: the playground guessed before parse is not in the output', async () => {
  const quoted = '# Quoted\n\n````md\n```jsx live\n<Greeting name="Dino" />\n```\n````\n';
  const b = await site({ 'docusaurus.config.js': liveConfig(), 'docs/quoted.md': quoted });
  assert.deepEqual(playgroundProps(b.page('/docs/quoted')), []);
  assert.deepEqual(
    b.files().filter((f) => f.includes('playground')),
    [],
  );
});

test('a live fence the guess before parse cannot see (in an imported partial) still gets its playground', async () => {
  const b = await site({
    'docusaurus.config.js': liveConfig(),
    'docs/with-partial.mdx': `import Part from './_part.md';\n\n# With a partial\n\n<Part />\n`,
    'docs/_part.md': '~~~\nnot a fence opener\n~~~\n\n' + LIVE_DOC.split('\n').slice(2, 5).join('\n') + '\n',
  });
  assert.equal(playgroundProps(b.page('/docs/with-partial')).length, 1);
  assert.match(b.page('/docs/with-partial'), /<sitegen-island data-src="\/assets\/island-playground\./);
});
