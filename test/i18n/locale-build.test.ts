import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const i18n = `i18n: { defaultLocale: 'en', locales: ['en', 'de', 'ja', 'ar'], localeConfigs: {
  en: { label: 'English', htmlLang: 'en-US' }, de: { label: 'Deutsch', htmlLang: 'de-DE' },
  ja: { label: '日本語', htmlLang: 'ja-JP' }, ar: { label: 'العربية', htmlLang: 'ar', direction: 'rtl' } } },
  navbar: { items: [{ type: 'link', to: '/docs/intro', label: 'Docs' }, { type: 'localeDropdown' }] },
  footer: { links: [{ title: 'Community', items: [{ label: 'Chat', href: 'https://chat.example.com' }] }], copyright: 'Copyright 2023 Fixture' }`;

/** English docs, a German translation of one of them, a German-only page and a German catalogue. */
const files = {
  'site.config.ts': configSource(i18n),
  'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guide'] }] };`,
  'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome.\n\n## Install\n\nRun it.\n',
  'content/docs/guide.md': '---\ntitle: The Guide\n---\n\nOnly in English.\n\n## Steps\n',
  'content/home/README.md': '---\ntitle: Home\n---\n\nHello.\n',
  'content/i18n/de/docs/intro.md': '---\ntitle: Einführung\n---\n\nWillkommen.\n\n## Installation\n\nAusführen.\n',
  'content/i18n/de/pages/nur-deutsch.md': '---\ntitle: Nur auf Deutsch\n---\n\nDiese Seite gibt es nur auf Deutsch.\n',
  'content/i18n/de/code.json': JSON.stringify({
    'sidebar.docs.category.Guides': 'Anleitungen',
    'toc.title': 'Auf dieser Seite',
    'navbar.item.label.Docs': 'Doku',
    'footer.link.title.Community': 'Gemeinschaft',
    'footer.copyright': 'Copyright 2023 Fixture (de)',
  }),
};

let shared: Promise<BuiltFixture> | undefined;
function site(): Promise<BuiltFixture> {
  shared ??= buildFixture(files).then((b) => (built.push(b), b));
  return shared;
}

const routesOf = (b: BuiltFixture, locale: string) =>
  b.models
    .find((m) => m.locale === locale)!
    .table.routes.map((r) => r.path)
    .sort();

test('every locale is built by default, each with the default route set under its prefix', async () => {
  const b = await site();
  assert.deepEqual(
    b.models.map((m) => m.locale),
    ['en', 'de', 'ja', 'ar'],
  );
  const english = routesOf(b, 'en');
  assert.deepEqual(english, ['/', '/404', '/docs/guide', '/docs/intro', '/home/README']);
  assert.deepEqual(routesOf(b, 'ja'), english, 'a locale without translations serves every default route');
  assert.deepEqual(
    routesOf(b, 'de'),
    [...english, '/nur-deutsch'].sort(),
    'a translation-only page adds a route to its locale only',
  );
  for (const file of [
    'index.html',
    'docs/intro/index.html',
    'de/index.html',
    'de/docs/guide/index.html',
    'de/nur-deutsch/index.html',
    'ja/docs/intro/index.html',
    'ar/404.html',
  ]) {
    assert.ok(b.files().includes(file), `${file} is written`);
  }
  assert.ok(!b.files().includes('nur-deutsch/index.html'), 'the German-only page has no English copy');
});

test('<html lang dir> follow each locale', async () => {
  const b = await site();
  assert.match(b.page('/docs/intro'), /<html lang="en-US" dir="ltr"/);
  assert.match(b.page('/de/docs/intro'), /<html lang="de-DE" dir="ltr"/);
  assert.match(b.page('/ar/docs/intro'), /<html lang="ar" dir="rtl"/);
});

test('a translated doc replaces the original in its locale: title, body, TOC and sidebar label', async () => {
  const b = await site();
  const de = b.page('/de/docs/intro');
  assert.match(de, /<title>Einführung \| Fixture<\/title>/);
  assert.match(de, /Willkommen\./);
  assert.match(de, /class="toc__link" href="#installation">Installation</, 'the TOC comes from the translation');
  assert.match(de, /<h2 class="toc__title"[^>]*>Auf dieser Seite<\/h2>/);
  assert.match(
    de,
    /aria-current="page" href="\/de\/docs\/intro">Einführung<\/a>/,
    'the sidebar shows the translated title',
  );
  assert.match(de, /<span class="menu__label">Anleitungen<\/span>/, 'category label from code.json');
  assert.match(b.page('/docs/intro'), /<span class="menu__label">Guides<\/span>/, 'English keeps the written label');
  assert.doesNotMatch(b.page('/ja/docs/intro'), /Einführung/, 'other locales keep the original');
});

test('an untranslated doc falls back to the default locale, with links kept in the locale', async () => {
  const b = await site();
  const guide = b.page('/de/docs/guide');
  assert.match(guide, /Only in English\./);
  assert.match(guide, /<h1 class="doc__title">The Guide<\/h1>/);
  assert.match(
    guide,
    /href="\/de\/docs\/intro">Einführung<\/a>/,
    'its sidebar still links within the locale, with the translated label',
  );
  assert.match(guide, /rel="prev"[\s\S]*?Einführung/, 'paging uses the translated neighbour');
});

test('config texts (navbar, footer) come from the locale catalogue', async () => {
  const b = await site();
  const de = b.page('/de/docs/guide');
  assert.match(de, /class="navbar__link[^"]*"[^>]*href="\/de\/docs\/intro"[^>]*>Doku<\/a>/);
  assert.match(de, /<h2 class="footer__title">Gemeinschaft<\/h2>/);
  assert.match(de, /Copyright 2023 Fixture \(de\)/);
  assert.match(b.page('/ja/docs/guide'), /<h2 class="footer__title">Community<\/h2>/, 'no catalogue: English');
});

test('hreflang names every locale that has the page, plus x-default, and nothing else', async () => {
  const b = await site();
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(alternates(b.page('/de/docs/guide')), [
    'en-US https://example.com/docs/guide',
    'de-DE https://example.com/de/docs/guide',
    'ja-JP https://example.com/ja/docs/guide',
    'ar https://example.com/ar/docs/guide',
    'x-default https://example.com/docs/guide',
  ]);
  assert.deepEqual(
    alternates(b.page('/de/nur-deutsch')),
    ['de-DE https://example.com/de/nur-deutsch'],
    'a German-only page claims no other language',
  );
  assert.deepEqual(alternates(b.page('/de/404.html')), [], 'the not-found page has no alternates');
  const urls = new Set(b.files());
  for (const locale of ['', 'de/', 'ja/', 'ar/']) {
    for (const line of alternates(b.page(`/${locale}docs/intro`))) {
      const path = line.split(' ')[1].replace('https://example.com/', '');
      assert.ok(urls.has(`${path}/index.html`), `${line} points at a written page`);
    }
  }
});

test('the language menu links to the same page in each locale, or to the locale home when it has no such page', async () => {
  const b = await site();
  const menu = (html: string) =>
    [
      ...html.matchAll(
        /<a class="dropdown__link" href="([^"]*)" hrefLang="[^"]*" lang="[^"]*" data-locale="(\w+)"[^>]*>([^<]+)<\/a>/g,
      ),
    ].map((m) => `${m[2]} ${m[1]} ${m[3]}`);
  assert.deepEqual(menu(b.page('/de/docs/guide')), [
    'en /docs/guide English',
    'de /de/docs/guide Deutsch',
    'ja /ja/docs/guide 日本語',
    'ar /ar/docs/guide العربية',
  ]);
  assert.deepEqual(menu(b.page('/de/nur-deutsch')), [
    'en / English',
    'de /de/nur-deutsch Deutsch',
    'ja /ja/ 日本語',
    'ar /ar/ العربية',
  ]);
  assert.deepEqual(
    menu(b.page('/')).map((l) => l.split(' ')[1]),
    ['/', '/de/', '/ja/', '/ar/'],
  );
  assert.match(
    b.page('/ja/docs/intro'),
    /<a class="menu__link" href="\/de\/docs\/intro" hrefLang="de-DE" lang="de-DE" data-locale="de">Deutsch<\/a>/,
    'the mobile menu has the same links',
  );
  assert.doesNotMatch(b.page('/docs/intro'), /\u0000/, 'no placeholder is left in a page');
});

test('--locale de builds that locale alone, falling back to default content, and claims no other locale', async () => {
  const b = await buildFixture(files, { locales: ['de'] });
  built.push(b);
  assert.deepEqual(
    b.models.map((m) => m.locale),
    ['de'],
  );
  assert.ok(
    // The shared assets, the sitemap and the locale's own search file (src/search/build-search-index.ts).
    b
      .files()
      .every((f) => f.startsWith('de/') || f.startsWith('assets/') || f === 'sitemap.xml' || f === 'search.de.json'),
    `only de/ pages: ${b
      .files()
      .filter((f) => !f.startsWith('de/'))
      .join(', ')}`,
  );
  const guide = b.page('/de/docs/guide');
  assert.match(guide, /Only in English\./);
  assert.deepEqual(
    [...guide.matchAll(/hrefLang="([^"]+)" href="https/g)].map((m) => m[1]),
    ['de-DE'],
    'hreflang names only the built locale',
  );
  assert.deepEqual(
    [...guide.matchAll(/data-locale="(\w+)"/g)].map((m) => m[1]),
    ['de', 'de'],
    'the language menus (navbar, mobile) list only the built locale',
  );
});

test('Markdown is parsed once per source, whatever the number of locales', async () => {
  const b = await site();
  // 3 English sources + 2 German ones; 4 locales render 21 pages from them.
  assert.equal(b.parsed.entries.size, 5);
  assert.equal(b.pages.length, 4 * 5 + 1);
});

test("translated front matter reaches each locale's feeds, sitemap and search index", async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(i18n),
    'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome.\n',
    'content/blog/hello.md': '---\ndate: 2024-01-02\ntitle: Hello world\nauthors: { name: Ann }\n---\n\nFirst post.\n',
    'content/i18n/de/blog/hello.md':
      '---\ndate: 2024-01-02\ntitle: Hallo Welt\nauthors: { name: Ann }\n---\n\nErster Beitrag.\n',
    'content/i18n/de/docs/intro.md': '---\ntitle: Einführung\n---\n\nWillkommen.\n',
  });
  built.push(b);
  const rssDe = b.writer.text('de/blog/rss.xml');
  assert.match(rssDe, /<title><!\[CDATA\[Hallo Welt\]\]><\/title>/);
  assert.match(rssDe, /<link>https:\/\/example\.com\/de\/blog\/hello<\/link>/);
  assert.match(rssDe, /<language>de-DE<\/language>/);
  assert.match(
    b.writer.text('ja/blog/rss.xml'),
    /<title><!\[CDATA\[Hello world\]\]><\/title>/,
    'other locales keep the original',
  );
  assert.match(b.writer.text('de/sitemap.xml'), /<loc>https:\/\/example\.com\/de\/blog\/hello<\/loc>/);
  assert.doesNotMatch(
    b.writer.text('de/sitemap.xml'),
    /<loc>https:\/\/example\.com\/blog\/hello<\/loc>/,
    'a locale sitemap lists its own pages',
  );
  const index = (locale: string) =>
    b.writer.text(b.files().find((f) => f.startsWith(`assets/search-index.${locale}.`))!);
  assert.match(index('de'), /Einführung/);
  assert.match(index('de'), /Hallo Welt/);
  assert.doesNotMatch(index('ja'), /Einführung/);
  assert.match(b.page('/de/blog'), /Hallo Welt/);
  assert.match(b.page('/de/blog/hello'), /<time[^>]*>2\. Januar 2024<\/time>/, 'the date is written for the locale');
});
