import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: Record<string, string>, options: { locales?: string[] } = {}) {
  const b = await buildFixture(files, options);
  built.push(b);
  return b;
}

test('the base-URL banner is on the home page of a site whose baseUrl is not /, hidden until its script finds a wrong base', async () => {
  const b = await site({
    'site.config.ts': configSource(`baseUrl: '/docs-site/'`),
    'content/home/README.md': '---\ntitle: Home\n---\n\nHi.\n',
    'content/pages/about.md': '---\ntitle: About\n---\n\nText.\n',
  });
  const home = b.page('/');
  assert.match(home, /<div id="sitegen-base-url" role="alert" hidden=""/);
  assert.match(
    home,
    /<p style="[^"]*">Your site did not load properly.<\/p><p style="[^"]*">A very common reason is a wrong site baseUrl configuration.<\/p>/,
  );
  assert.match(home, /Current configured baseUrl = \/docs-site\//);
  assert.match(home, /We suggest trying baseUrl = <strong data-suggested="true"><\/strong>/);
  assert.match(home, /var b="\/docs-site\/",p=location\.pathname/);
  assert.doesNotMatch(b.page('/about'), /sitegen-base-url/, 'only the home page carries it');
  const plain = await site({ 'content/home/README.md': '---\ntitle: Home\n---\n\nHi.\n' });
  assert.doesNotMatch(plain.page('/'), /sitegen-base-url/, 'baseUrl / cannot be wrong at the root');
});

test('every page carries the crash notice and the loader in its language', async () => {
  const b = await site(
    {
      'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de'] }`),
      'content/pages/about.md': '---\ntitle: About\n---\n\nText.\n',
      'content/i18n/de/code.json': JSON.stringify({
        'crash.title': 'Diese Seite ist abgestürzt.',
        'crash.retry': 'Erneut versuchen',
        'loading.retry': 'Wiederholen',
      }),
    },
    { locales: ['en', 'de'] },
  );
  const en = b.page('/about');
  assert.match(
    en,
    /<template id="sitegen-crash"><div class="crash" role="alert" data-cause-label="Cause:"><p class="crash__title">This page crashed.<\/p><button type="button" class="button button--secondary button--outline crash__retry" data-crash-retry="true">Try again<\/button>/,
  );
  assert.match(
    en,
    /<template id="sitegen-loader"><div class="lazy-loader" data-state="loading"><div class="lazy-loader__spinner" role="status" aria-label="Loading…">/,
  );
  assert.match(
    en,
    /<button type="button" class="button button--secondary button--outline" data-lazy-retry="true">Retry<\/button>/,
  );
  const de = b.page('/de/about');
  assert.match(
    de,
    /<p class="crash__title">Diese Seite ist abgestürzt.<\/p><button type="button" class="button button--secondary button--outline crash__retry" data-crash-retry="true">Erneut versuchen<\/button>/,
  );
  assert.match(de, /data-lazy-retry="true">Wiederholen<\/button>/);
});

test('the announcement bar carries its id, and the head script hides it before paint when that id was dismissed', async () => {
  const b = await site({
    'site.config.ts': configSource(
      `announcementBar: { id: 'release-30', content: 'Version 30 is out', backgroundColor: '#47848f', textColor: '#fff' }`,
    ),
    'content/pages/about.md': '---\ntitle: About\n---\n\nText.\n',
  });
  const html = b.page('/about');
  assert.match(
    html,
    /<section class="announcementBar_mb4j announcement-bar"[^>]*data-announcement="release-30" style="background-color:#47848f;color:#fff">/,
  );
  assert.match(html, /data-announcement-close="true"/);
  assert.match(
    html,
    /a="release-30";[^<]*localStorage\.getItem\('announcement-dismissed'\)===a\)d\.dataset\.announcementDismissed='true'/,
  );
  assert.ok(
    html.indexOf("announcementDismissed='true'") < html.indexOf('<link rel="stylesheet"'),
    'decided before the stylesheet and the body',
  );
});
