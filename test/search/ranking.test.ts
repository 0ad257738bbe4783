import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { configSource } from '../helpers/fixture-site.js';
import { languageSteps } from '../../src/search/language-steps.js';
import { analyzeQuery } from '../../templates/search/analyze.js';
import { suggestQueries } from '../../client/search/local-engine.js';
import { decodeIndex } from '../../client/search/local-index.js';
import { queryIndex } from '../../client/search/query-index.js';
import { buildSearchFixture, type SearchFixture } from './search-fixture.js';

const files = {
  'content/docs/notifications.md':
    '---\ntitle: Notifications\n---\n\nShow desktop notifications from the main process.\n\n## From the main process\n\nUse the Notification class.\n\n## From a web page\n\nUse the HTML5 Notification API.\n',
  'content/docs/tray.md':
    '---\ntitle: Tray\n---\n\nAdd icons to the system tray. A tray icon can complement notifications.\n\n## Balloons\n\nWindows shows a balloon.\n',
  'content/docs/api/browser-window.md':
    '---\ntitle: BrowserWindow\n---\n\nCreate and control windows.\n\n## Instance Methods\n\n### `win.setBounds(bounds)`\n\nResizes and moves the window.\n\n### `win.getBounds()`\n\nReturns the bounds of the browser. The window keeps them.\n',
  'content/docs/process-model.md':
    '---\ntitle: Process Model\n---\n\nThe main process runs Node.js; each renderer shows a web page.\n',
  'content/docs/menus.md': '---\ntitle: Menus\n---\n\nA menu can show a window list. Context menus too.\n',
  'content/blog/release.md':
    '---\ndate: 2024-01-02\ntitle: Release notes\n---\n\nNotifications got better in this release.\n',
};

describe('search ranking', () => {
  let fixture: SearchFixture;
  before(async () => {
    fixture = await buildSearchFixture(files);
  });
  after(() => fixture.cleanup());
  const top = (query: string, n = 1) =>
    fixture
      .search(query)
      .slice(0, n)
      .map((r) => `${r.page} › ${r.section}`);

  test('a prefix finds the word as it is typed', () => {
    assert.deepEqual(top('notifica'), ['Notifications › Notifications']);
    assert.deepEqual(top('bal'), ['Tray › Balloons']);
    assert.deepEqual(top('setbo'), ['BrowserWindow › win.setBounds(bounds)']);
  });

  test('a title hit ranks above a body hit', () => {
    const hits = fixture.search('notifications').map((r) => `${r.page} › ${r.section}`);
    assert.equal(hits[0], 'Notifications › Notifications');
    assert.ok(hits.indexOf('Tray › Tray') > hits.indexOf('Notifications › From the main process'), hits.join(' | '));
    const window = fixture.search('window').map((r) => r.page);
    assert.equal(window[0], 'BrowserWindow', 'the page whose title holds the word comes first');
    assert.ok(window.indexOf('Menus') > 0);
  });

  test('one typo is forgiven, two in a long word', () => {
    assert.deepEqual(top('notifcation'), ['Notifications › Notifications']);
    assert.deepEqual(top('baloons'), ['Tray › Balloons']);
    assert.deepEqual(top('notfcations'), ['Notifications › Notifications']);
    assert.deepEqual(fixture.search('xylophone'), []);
  });

  test('every word must match; stemming joins word forms', () => {
    assert.deepEqual(new Set(fixture.search('tray notifications').map((r) => r.page)), new Set(['Tray']));
    assert.deepEqual(
      fixture.search('running').map((r) => r.page),
      ['Process Model'],
      '"running" and "runs" share the stem "run"',
    );
    assert.deepEqual(analyzeQuery('running', ['en'], languageSteps())[0].forms, ['run']);
  });

  test('API names: camel-case parts, and dotted names as typed', () => {
    assert.deepEqual(top('browser window'), ['BrowserWindow › BrowserWindow']);
    assert.deepEqual(top('win.setBounds'), ['BrowserWindow › win.setBounds(bounds)']);
  });

  test('a single letter waits for the next one; stop words beside other words are ignored', () => {
    assert.deepEqual(fixture.search('n'), []);
    assert.ok(fixture.search('main process').length > 0);
    assert.deepEqual(fixture.search('the main process'), fixture.search('main process'));
  });

  test('no results: the words that match nothing, and titles to try instead', () => {
    const file = fixture.indexFile();
    const index = decodeIndex(file);
    const steps = languageSteps();
    const attempt = (query: string) => {
      const { hits, unknown } = queryIndex(index, analyzeQuery(query, file.languages, steps), null);
      assert.equal(hits.length, 0, query);
      return { unknown: unknown.map((w) => w.surface), suggestions: suggestQueries(file, unknown) };
    };
    assert.deepEqual(attempt('trya'), { unknown: ['trya'], suggestions: ['Tray'] });
    assert.deepEqual(attempt('notifcationzz'), { unknown: ['notifcationzz'], suggestions: ['Notifications'] });
    const far = attempt('xylophone tray');
    assert.deepEqual(far.unknown, ['xylophone']);
    assert.deepEqual(far.suggestions, file.suggestions, 'nothing close: the most linked pages');
    assert.equal(file.suggestions.length, 3);
  });

  test('contextual tags keep docs or blog results', () => {
    assert.deepEqual(
      new Set(fixture.search('notifications', { tags: ['default'] }).map((r) => r.page)),
      new Set(['Release notes']),
    );
    assert.ok(
      !fixture.search('notifications', { tags: ['docs-default-current'] }).some((r) => r.page === 'Release notes'),
    );
  });
});

describe('stemming per language', () => {
  let fixture: SearchFixture;
  const locales = ['de', 'es', 'fr', 'pt', 'ru'];
  // Each page uses one form of a word; the query uses another form that neither starts it nor is a typo of it.
  const pages: Record<string, [string, string]> = {
    de: ['Die Anwendung zeigt eine Benachrichtigung.', 'Anwendungen'],
    es: ['Muestra una notificación.', 'notificaciones'],
    fr: ['Les fichiers sont chargés au démarrage.', 'charger'],
    pt: ['Mostra uma notificação.', 'notificações'],
    ru: ['Показывает уведомление.', 'уведомлениями'],
  };
  before(async () => {
    const translated = Object.fromEntries(
      locales.map((l) => [`content/i18n/${l}/docs/page.md`, `---\ntitle: Seite ${l}\n---\n\n${pages[l][0]}\n`]),
    );
    fixture = await buildSearchFixture({
      'site.config.ts': configSource(
        `i18n: { defaultLocale: 'en', locales: ['en', ${locales.map((l) => `'${l}'`).join(', ')}] }`,
      ),
      'content/docs/page.md': '---\ntitle: Page\n---\n\nEnglish text.\n',
      ...translated,
    });
  });
  after(() => fixture.cleanup());

  for (const locale of ['de', 'es', 'fr', 'pt', 'ru']) {
    test(`${locale}: an inflected query finds the page by its stem`, () => {
      const [, query] = pages[locale];
      const file = fixture.indexFile(locale);
      const forms = analyzeQuery(query, file.languages, languageSteps()).flatMap((w) => w.forms);
      assert.ok(
        forms.some((f) => file.terms.split('\n').includes(f)),
        `${query} -> ${forms.join(', ')} is a term of the ${locale} index`,
      );
      assert.deepEqual(
        fixture.search(query, { locale }).map((r) => r.page),
        [`Seite ${locale}`],
      );
    });
  }
});
