import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { configSource } from '../helpers/fixture-site.js';
import { buildFixture } from '../helpers/fixture-site.js';
import { SitegenError } from '../../src/errors.js';
import { buildSearchFixture, type SearchFixture } from './search-fixture.js';

const files = {
  'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de'] }`),
  'content/docs/notifications.md':
    '---\ntitle: Notifications\n---\n\nShow desktop notifications from the main process.\n\n## From the main process\n\nUse the Notification class.\n',
  'content/docs/api/browser-window.md': [
    '---\ntitle: BrowserWindow\n---\n\nCreate and control browser windows.\n',
    '## Class: BrowserWindow\n\nA window.\n\n### Instance Methods\n',
    '#### `win.setBounds(bounds)`\n\nResizes and moves the window to the supplied bounds. Any properties that are not supplied will default to their current values, and this sentence is long enough to be cut.\n',
    '```js\nwin.setBounds({ x: 440, y: 225 })\n```\n',
    '#### `win.getBounds()`\n\nReturns `Rectangle`.\n',
  ].join('\n'),
  'content/blog/better-notifications.md':
    '---\ndate: 2024-01-02\ntitle: Better notifications\n---\n\nNotifications got better in this release.\n',
  'content/home/README.md': '# Fixture\n\nThe home page words.\n',
  // The home page module takes the readme as its entry; its route comes after the readme's own /home/README.
  'content/pages/index.tsx': 'export default function Home() { return <h1>Home</h1>; }\n',
  'content/i18n/de/docs/notifications.md':
    '---\ntitle: Benachrichtigungen\n---\n\nZeigt eine Anwendung Benachrichtigungen an.\n',
  'content/i18n/de/code.json': JSON.stringify({ 'search.errorTitle': 'Ergebnisse konnten nicht geladen werden' }),
};

describe('search index build', () => {
  let fixture: SearchFixture;
  before(async () => {
    fixture = await buildSearchFixture(files);
  });
  after(() => fixture.cleanup());

  test('one index file, snippets shard and UI file per locale; pages name the UI file, which names the others', () => {
    for (const locale of ['en', 'de']) {
      // The UI file's name never changes; index and snippets are named by a digest of their inputs (next test).
      assert.equal(fixture.fileName('ui', locale), `search.${locale}.json`);
      const ui = fixture.uiFile(locale);
      assert.equal(ui.index, `/${fixture.fileName('index', locale)}`);
      assert.equal(ui.snippets, `/${fixture.fileName('snippets', locale)}`);
    }
    for (const [path, locale] of [
      ['/docs/notifications', 'en'],
      ['/de/docs/notifications', 'de'],
    ]) {
      const html = fixture.site.page(path);
      const config = JSON.parse(
        /<script type="application\/json" id="sitegen-config">([^<]*)<\/script>/.exec(html)![1],
      );
      const { css, ...search } = config.search;
      assert.deepEqual(search, {
        provider: 'local',
        ui: `/search.${locale}.json`,
        page: locale === 'en' ? '/search' : '/de/search',
      });
      assert.match(css, /^\/assets\/search-modal\.\w+\.css$/, 'the modal’s sheet, which loads with it');
      assert.ok(!html.includes('"postings"') && !html.includes('Resizes and moves'), 'no index data in the page');
      assert.ok(!html.includes('search-index') && !html.includes('search-snippets'), "nor the index's name");
    }
  });

  // Pages are rendered while the index is built, so the names come from what the files are made of, not their bytes.
  test('index and snippets are named by what they index: the same site keeps its names, an edited page changes them', async () => {
    const names = (f: SearchFixture) =>
      ['en', 'de'].flatMap((l) => [f.fileName('index', l), f.fileName('snippets', l)]);
    const again = await buildSearchFixture(files);
    const edited = await buildSearchFixture({
      ...files,
      'content/docs/notifications.md': files['content/docs/notifications.md'].replace('Use the', 'Call the'),
    });
    try {
      assert.deepEqual(names(again), names(fixture));
      const [before, after] = [names(fixture), names(edited)];
      assert.notEqual(after[0], before[0], 'the English index is renamed');
      assert.notEqual(after[1], before[1], 'the English snippets are renamed');
      // German shows its own translation of the page, so its files keep their names.
      assert.deepEqual(after.slice(2), before.slice(2));
      assert.notEqual(
        edited.site.writer.text(after[1]),
        fixture.site.writer.text(before[1]),
        'and the snippets did change',
      );
      // Pages name the UI file, whose name stays: a page the edit did not touch keeps its bytes.
      assert.equal(edited.site.page('/docs/api/browser-window'), fixture.site.page('/docs/api/browser-window'));
      assert.notEqual(edited.site.writer.text('search.en.json'), fixture.site.writer.text('search.en.json'));
    } finally {
      await Promise.all([again.cleanup(), edited.cleanup()]);
    }
  });

  test('a page is cut into sections at headings 2 to 4, each with its anchor, parent and snippet', () => {
    const file = fixture.indexFile();
    const page = file.pages.findIndex((p) => p[0] === '/docs/api/browser-window');
    const sections = file.sections.filter((s) => s[0] === page);
    assert.deepEqual(
      sections.map((s) => s[2]),
      ['BrowserWindow', 'Class: BrowserWindow', 'Instance Methods', 'win.setBounds(bounds)', 'win.getBounds()'],
    );
    const at = (title: string) => file.sections.findIndex((s) => s[0] === page && s[2] === title);
    assert.deepEqual(file.sections[at('win.setBounds(bounds)')].slice(1, 4), [
      'winsetboundsbounds',
      'win.setBounds(bounds)',
      at('Instance Methods'),
    ]);
    assert.equal(file.sections[at('Instance Methods')][3], at('Class: BrowserWindow'));
    assert.equal(file.sections[at('Class: BrowserWindow')][3], at('BrowserWindow'));
    assert.equal(file.sections[at('BrowserWindow')][3], -1);
    const { snippets } = fixture.snippetsFile();
    assert.equal(snippets.length, file.sections.length, 'one snippet per section, in section order');
    const snippet = snippets[at('win.setBounds(bounds)')];
    assert.ok(
      snippet.startsWith('Resizes and moves the window to the supplied bounds.') &&
        snippet.endsWith('…') &&
        snippet.length <= 121,
      snippet,
    );
    assert.ok(!snippet.includes('440'), 'code stays out of the snippet');
  });

  test('pages carry their route kind and contextual tag; list pages are not indexed', () => {
    const pages = new Map(fixture.indexFile().pages.map((p) => [p[0], p]));
    assert.deepEqual(pages.get('/docs/notifications'), [
      '/docs/notifications',
      'Notifications',
      'doc',
      'docs-default-current',
    ]);
    assert.deepEqual(pages.get('/blog/better-notifications'), [
      '/blog/better-notifications',
      'Better notifications',
      'blog-post',
      'default',
    ]);
    assert.ok(!pages.has('/blog') && !pages.has('/blog/archive'), 'blog lists are not search results');
    assert.equal(pages.get('/')?.[2], 'page');
    assert.ok(!pages.has('/home/README'), 'the home readme is listed once, at /');
  });

  test('a locale indexes its translations in their language and the English fallbacks in English', () => {
    const de = fixture.indexFile('de');
    assert.deepEqual(de.languages, ['de', 'en']);
    assert.deepEqual(
      fixture.search('Benachrichtigung', { locale: 'de' }).map((r) => r.page),
      ['Benachrichtigungen'],
    );
    assert.ok(
      fixture.search('window', { locale: 'de' }).some((r) => r.page === 'BrowserWindow'),
      'untranslated pages are searchable',
    );
    assert.equal(fixture.indexFile('en').languages.join(), 'en');
  });

  test('the UI file holds the search strings of its locale, the contextual tags and no hosted settings', () => {
    const en = fixture.uiFile('en');
    assert.equal(en.strings['search.fetching'], 'Fetching new results...');
    assert.equal(en.strings['search.errorHelp'], 'You might want to check your network connection.');
    assert.equal(en.strings['search.seeAll'], 'See all {count} results');
    assert.ok(Object.keys(en.strings).every((id) => id.startsWith('search.')));
    assert.deepEqual(en.tags, ['default', 'docs-default-current']);
    assert.equal(en.algolia, null);
    assert.equal(fixture.uiFile('de').strings['search.errorTitle'], 'Ergebnisse konnten nicht geladen werden');
  });
});

describe('search with the hosted provider', () => {
  test('writes no index; the UI file carries the service settings', async () => {
    const site = await buildFixture({
      'site.config.ts': configSource(
        `search: { provider: 'algolia', appId: 'APP1', apiKey: 'key1', indexName: 'docs', externalUrlRegex: 'example\\\\.org', missingResultsUrl: 'https://example.com/issues/new?title={query}' }`,
      ),
      'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n',
    });
    try {
      assert.ok(!site.files().some((f) => f.includes('search-index') || f.includes('search-snippets')));
      const ui = JSON.parse(site.writer.text('search.en.json'));
      assert.deepEqual(ui.algolia, {
        appId: 'APP1',
        apiKey: 'key1',
        indexName: 'docs',
        endpoint: 'https://APP1-dsn.algolia.net',
        externalUrlRegex: 'example\\.org',
        language: 'en',
      });
      assert.equal(ui.reportUrl, 'https://example.com/issues/new?title={query}');
      const config = JSON.parse(/id="sitegen-config">([^<]*)</.exec(site.page('/docs/a'))![1]);
      assert.equal(config.search.provider, 'algolia');
      assert.equal(config.search.ui, '/search.en.json');
      assert.equal(ui.index, null);
      assert.equal(ui.snippets, null);
    } finally {
      await site.cleanup();
    }
  });

  test('a missing application setting is an error that names it', async () => {
    await assert.rejects(
      buildFixture({
        'site.config.ts': configSource(`search: { provider: 'algolia', appId: 'APP1' }`),
        'content/docs/a.md': '# A\n',
      }),
      (error: unknown) => {
        assert.ok(error instanceof SitegenError);
        assert.equal(error.message, "search.provider is 'algolia' but search.apiKey, search.indexName are not set");
        assert.match(error.hint ?? '', /public search key/);
        return true;
      },
    );
  });
});
