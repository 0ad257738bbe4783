import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from '../docusaurus/docusaurus-fixture.js';
import { themeIdMessages } from '../../src/i18n/docusaurus-theme-ids.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
  themeConfig: {
    navbar: { title: 'Dino', logo: { alt: 'Dino logo', src: 'img/logo.svg' }, items: [
      { type: 'doc', docId: 'intro', label: 'Tutorial', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ] },
    footer: { links: [{ title: 'Community', items: [{ label: 'Chat', href: 'https://chat.example' }] }],
      copyright: 'Copyright Dino' },
  },
};
`;

const json = (o: unknown) => JSON.stringify(o, null, 2);
const m = (message: string) => ({ message, description: 'x' });

/** A Docusaurus site with French translations in Docusaurus's own folders. */
const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': `module.exports = { tutorialSidebar: ['intro', { type: 'category', label: 'Guides',
    link: { type: 'generated-index', title: 'All guides', description: 'Every guide' }, items: ['guides/setup'] }] };`,
  'docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome.\n\n![Logo](./img/dino.png)\n',
  'docs/img/dino.png': 'PNG',
  'docs/guides/setup.md': '# Setup\n\nInstall it, as [the schema](/schemas/config.v2.json) says.\n',
  'static/schemas/config.v2.json': '{}',
  'blog/2021-03-04-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  'src/pages/index.md': '# Home\n\nThe home page.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
    '---\ntitle: Présentation\n---\n\nBienvenue.\n\n![Logo](./img/dino.png)\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/renamed.md': '# Ancien\n\nPlus de source.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2021-03-04-hello.md': '---\ntitle: Bonjour\n---\n\nPremier billet.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2020-01-01-gone.md': '---\ntitle: Parti\n---\n\nTexte.\n',
  'i18n/fr/docusaurus-plugin-content-pages/index.md': '# Accueil\n\nLa page d’accueil.\n',
  // Wails's: translations of pages the site no longer has in src/pages.
  'i18n/fr/docusaurus-plugin-content-pages/contributing/testing.mdx': '# Tester\n\nAncien.\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json': json({
    title: m('Dino FR'),
    'logo.alt': m('Logo de Dino'),
    'item.label.Tutorial': m('Tutoriel'),
    'item.label.Blog': m('Le blog'),
    'item.label.Shop': m('Boutique'),
  }),
  'i18n/fr/docusaurus-theme-classic/footer.json': json({
    'link.title.Community': m('Communauté'),
    'link.item.label.Chat': m('Discussion'),
    copyright: m('Droits Dino'),
  }),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': json({
    'version.label': m('Suivante'),
    'sidebar.tutorialSidebar.category.Guides': m('Les guides'),
    'sidebar.tutorialSidebar.category.Guides.link.generated-index.title': m('Tous les guides'),
    'sidebar.tutorialSidebar.category.Guides.link.generated-index.description': m('Chaque guide'),
    'sidebar.tutorialSidebar.category.Old': m('Vieux'),
    // lexical's: keys of a sidebar since renamed.
    'sidebar.oldSidebar.category.Guides': m('Guides, jadis'),
  }),
  'i18n/fr/docusaurus-plugin-content-blog/options.json': json({ title: m('Le journal') }),
  'i18n/fr/code.json': json({
    'theme.common.editThisPage': m('Éditer cette page'),
    'theme.docs.paginator.next': m('Suivant'),
    'theme.docs.paginator.previous': m('Précédent'),
    'theme.TOCCollapsible.toggleButtonLabel': m('Sur cette page'),
    'theme.NotFound.title': m('Page introuvable'),
    'theme.blog.post.readMore': m('Lire plus'),
    'theme.blog.post.readingTime.plurals': m('Une minute de lecture|{readingTime} minutes de lecture'),
    'theme.lastUpdated.atDate': m(' le {date}'),
    'theme.lastUpdated.byUser': m(' par {user}'),
    'theme.lastUpdated.lastUpdatedAtBy': m('Dernière mise à jour{atDate}{byUser}'),
    'theme.blog.tagTitle': m('{nPosts} avec le tag "{tagName}"'),
    'theme.blog.post.plurals': m('Un article|{count} articles'),
  }),
};

let shared: Promise<BuiltFixture> | undefined;
function site(): Promise<BuiltFixture> {
  shared ??= buildDocusaurusSite(FILES).then((b) => (built.push(b), b));
  return shared;
}

test('translated docs, posts and pages in Docusaurus folders replace their originals in their locale', async () => {
  const b = await site();
  const doc = b.page('/fr/docs/intro');
  assert.match(doc, /<h1[^>]*>Présentation<\/h1>/);
  assert.match(doc, /Bienvenue\./);
  assert.match(b.page('/docs/intro'), /Welcome\./, 'the English doc stays English');
  assert.match(b.page('/fr/blog/2021/03/04/hello'), /Premier billet\./);
  assert.match(b.page('/fr/'), /La page d’accueil\./);
  assert.match(b.page('/'), /The home page\./);
});

test('an image next to the original resolves from the translated doc', async () => {
  const b = await site();
  const img = /<img[^>]*src="([^"]+)"/.exec(b.page('/fr/docs/intro'))?.[1];
  assert.ok(img, 'the translated doc has the image');
  assert.equal(img, /<img[^>]*src="([^"]+)"/.exec(b.page('/docs/intro'))?.[1], 'the same file as the original');
  assert.ok(!b.warnings.some((w) => w.code === 'missing-image'), 'no missing image');
});

test('a site-absolute link to a file in static/ is that file in every locale, not a page of the locale', async () => {
  const b = await site();
  for (const page of ['/docs/guides/setup', '/fr/docs/guides/setup'])
    assert.match(b.page(page), /<a href="\/schemas\/config\.v2\.json">the schema<\/a>/, page);
  assert.ok(b.files().includes('schemas/config.v2.json'));
  assert.deepEqual(
    b.warnings.filter((w) => w.message.includes('config.v2')),
    [],
  );
});

test('a translated doc, post or Markdown page that matches no source is a warning naming the file, and is not built', async () => {
  const b = await site();
  const unmatched = b.warnings.filter((w) => w.code === 'unmatched-translation' && !w.file.endsWith('.json'));
  assert.deepEqual(unmatched.map((w) => w.file.slice(b.root.length + 1)).sort(), [
    'i18n/fr/docusaurus-plugin-content-blog/2020-01-01-gone.md',
    'i18n/fr/docusaurus-plugin-content-docs/current/renamed.md',
    'i18n/fr/docusaurus-plugin-content-pages/contributing/testing.mdx',
  ]);
  assert.match(
    unmatched.find((w) => w.file.endsWith('testing.mdx'))!.message,
    /src\/pages\/contributing\/testing\.mdx does not exist\), so it is not built; move it to the path of the page it translates/,
  );
  assert.match(unmatched.find((w) => w.file.endsWith('renamed.md'))!.message, /docs\/renamed\.md does not exist/);
  const fr = b.models.find((m) => m.locale === 'fr')!;
  assert.ok(!fr.table.byKey.has('/docs/renamed'), 'the unmatched doc has no route');
  assert.ok(!fr.table.byKey.has('/blog/2020/01/01/gone'), 'the unmatched post has no route');
  assert.ok(!fr.table.byKey.has('/contributing/testing'), 'the unmatched page has no route');
});

test('navbar.json and footer.json translate the navbar and the footer', async () => {
  const b = await site();
  const page = b.page('/fr/docs/intro');
  for (const text of [
    'Dino FR',
    'alt="Logo de Dino"',
    '>Tutoriel<',
    '>Le blog<',
    'Communauté',
    '>Discussion<',
    'Droits Dino',
  ])
    assert.ok(page.includes(text), `French page shows ${text}`);
  const en = b.page('/docs/intro');
  for (const text of ['>Tutorial<', '>Blog<', 'Community', 'Copyright Dino']) assert.ok(en.includes(text), text);
});

test("the blog's options.json translates the blog's title", async () => {
  const b = await site();
  assert.match(b.page('/fr/blog'), /<title>Le journal/);
  assert.match(b.page('/blog'), /<title>Blog/);
});

test('current.json translates sidebar categories and generated-index pages', async () => {
  const b = await site();
  assert.match(b.page('/fr/docs/intro'), /Les guides/);
  const index = b.page('/fr/docs/category/guides');
  assert.match(index, /<h1[^>]*>Tous les guides<\/h1>/);
  assert.match(index, /Chaque guide/);
  const english = b.page('/docs/category/guides');
  assert.match(english, /<h1[^>]*>All guides<\/h1>/);
  assert.match(english, /Every guide/);
});

test('a key of navbar.json or current.json that names nothing in the site is a warning with file and line', async () => {
  const b = await site();
  const keys = b.warnings.filter((w) => w.code === 'unmatched-translation' && w.file.endsWith('.json'));
  assert.deepEqual(
    keys.map((w) => [w.file.slice(b.root.length + 1), w.line, /"([^"]+)"/.exec(w.message)?.[1]]).sort(),
    [
      ['i18n/fr/docusaurus-plugin-content-docs/current.json', 18, 'sidebar.tutorialSidebar.category.Old'],
      ['i18n/fr/docusaurus-plugin-content-docs/current.json', 22, 'sidebar.oldSidebar.category.Guides'],
      ['i18n/fr/docusaurus-theme-classic/navbar.json', 18, 'item.label.Shop'],
    ],
  );
  const message = (key: string) => keys.find((w) => w.message.includes(`"${key}"`))!.message;
  assert.match(message('sidebar.tutorialSidebar.category.Old'), /matches no sidebar label of the site/);
  assert.match(
    message('sidebar.oldSidebar.category.Guides'),
    /is for the sidebar "oldSidebar", which the site does not have \(its sidebars: tutorialSidebar\), so it is not used; correct the sidebar id in the key, or remove it$/,
  );
});

test("code.json's Docusaurus theme ids translate sitegen's own words", async () => {
  const b = await site();
  const doc = b.page('/fr/docs/intro');
  assert.match(doc, /Suivant/);
  assert.match(b.writer.text('fr/404.html'), /Page introuvable/);
  assert.doesNotMatch(b.page('/docs/intro'), /Suivant/, 'English keeps its words');
  assert.ok(!b.warnings.some((w) => w.code === 'bad-translation'), 'rebuilt messages keep their placeholders');
});

test("theme messages built differently from sitegen's are rebuilt in sitegen's shape", () => {
  const fr = themeIdMessages({
    'theme.lastUpdated.atDate': ' le {date}',
    'theme.lastUpdated.byUser': ' par {user}',
    'theme.lastUpdated.lastUpdatedAtBy': 'Dernière mise à jour{atDate}{byUser}',
    'theme.blog.tagTitle': '{nPosts} avec le tag "{tagName}"',
    'theme.blog.post.plurals': 'Un article|{count} articles',
    'theme.blog.post.readingTime.plurals': 'Une minute|{readingTime} minutes',
    'theme.common.headingLinkTitle': 'Lien direct vers {heading}',
    'theme.SearchModal.noResultsScreen.noResultsText': 'Aucun résultat pour',
    'theme.docs.paginator.next': 'Suivant',
    'paginator.previous': 'Avant',
    'theme.docs.paginator.previous': 'Précédent',
  });
  assert.equal(fr['doc.lastUpdated'], 'Dernière mise à jour le {date}');
  assert.equal(fr['doc.lastUpdatedBy'], 'Dernière mise à jour le {date} par {author}');
  assert.equal(fr['doc.lastUpdatedByOnly'], 'Dernière mise à jour par {author}');
  assert.equal(fr['blog.tag.title'], 'Un article avec le tag "{tagName}"|{count} articles avec le tag "{tagName}"');
  assert.equal(fr['blog.readingTime'], 'Une minute|{count} minutes');
  assert.equal(fr['heading.directLink'], 'Lien direct vers {heading}');
  assert.equal(fr['search.noResultsFor'], 'Aucun résultat pour "{query}"');
  assert.equal(fr['paginator.next'], 'Suivant');
  assert.equal(fr['paginator.previous'], undefined, "the catalogue's own sitegen id wins");
  assert.equal(
    themeIdMessages({
      'theme.colorToggle.ariaLabel': 'Umschalten zwischen dunkler und heller Ansicht (momentan {mode})',
    })['theme.toggle'],
    'Umschalten zwischen dunkler und heller Ansicht',
  );
  // The heading goes where the language puts it.
  assert.equal(
    themeIdMessages({ 'theme.common.headingLinkTitle': '{heading} への直接リンク' })['heading.directLink'],
    '{heading} への直接リンク',
  );
  // A message may leave a placeholder out, as Docusaurus's interpolation leaves the value unused (wails's code.json).
  assert.equal(
    themeIdMessages({ 'theme.common.headingLinkTitle': 'Direct link to heading' })['heading.directLink'],
    'Direct link to heading',
  );
  assert.equal(
    themeIdMessages({ 'theme.common.headingLinkTitle': 'Link to {title}' })['heading.directLink'],
    undefined,
  );
});

test("a Docusaurus site's locale without those words in code.json gets Docusaurus's own translation of them", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'zh-CN'] }, presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: ['intro', 'next'] };`,
    'docs/next.md': '# Next one\n\n## Setup\n',
    'i18n/zh-CN/code.json': json({ 'home.title': m('首页') }),
  });
  built.push(b);
  assert.match(
    b.page('/zh-CN/docs/intro'),
    /pagination-nav__sublabel">下一页</,
    'zh-Hans of @docusaurus/theme-translations',
  );
  assert.match(b.writer.text('zh-CN/404.html'), /找不到页面/);
  assert.match(b.page('/docs/intro'), /pagination-nav__sublabel">Next</);
  const missing = b.warnings.find((w) => w.code === 'missing-translation' && w.message.startsWith('zh-CN'));
  assert.doesNotMatch(missing?.message ?? '', /paginator\.next|notFound\.title/, 'not reported as missing');
  // Words Docusaurus itself shows in English in every locale, or that a Docusaurus site never shows, are not asked
  // for; those it translates and sitegen cannot take from it are.
  assert.doesNotMatch(
    missing?.message ?? '',
    /fiddle\.open|baseUrl\.|loading\.|blog\.feed\.|site\.tagline|announcementBar\.content/,
  );
  assert.match(missing?.message ?? '', /footer\.label/);
  assert.match(b.page('/zh-CN/docs/intro'), /aria-label="切换浅色\/暗黑模式"/, 'the toggle, without the current mode');
  assert.match(b.page('/zh-CN/docs/next'), /aria-label="Setup的直接链接"/, 'the heading where zh puts it');
});

test('a sitegen site does not get Docusaurus translations', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'zh-CN'] }`),
    'content/sidebars.js': `module.exports = { docs: ['a', 'b'] };`,
    'content/docs/a.md': '# A\n',
    'content/docs/b.md': '# B\n',
  });
  built.push(b);
  assert.match(b.page('/zh-CN/docs/a'), /pager__sub">Next</);
});

test("the default locale's own translation folder replaces a doc, post or page in it, as Docusaurus reads it first", async () => {
  // rocketmq-site: `defaultLocale: 'en'`, its docs written in Chinese, their English in i18n/en/. Docusaurus reads a
  // locale's folder before the source in every locale, the default one included.
  const b = await buildDocusaurusSite({
    ...FILES,
    'docs/versioned.md': '# 版本\n',
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '# 介绍 1.0\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "tutorialSidebar": ["intro"] }',
    'i18n/en/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: Introduction in English\n---\n\nHello.\n',
    'i18n/en/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Intro 1.0 in English\n',
    'i18n/en/docusaurus-plugin-content-docs/current/gone.md': '# Gone\n',
    'i18n/en/docusaurus-plugin-content-blog/2021-03-04-hello.md': '---\ntitle: Hello in English\n---\n\nIn English.\n',
    'i18n/en/docusaurus-plugin-content-pages/index.md': '# Home in English\n',
  });
  built.push(b);
  assert.match(b.page('/docs/next/intro'), /<h1[^>]*>Introduction in English<\/h1>[^]*Hello\./);
  assert.match(b.page('/docs/intro'), /<h1[^>]*>Intro 1\.0 in English<\/h1>/);
  assert.match(b.page('/blog/2021/03/04/hello'), /Hello in English[^]*In English\./);
  assert.match(b.page('/'), /<h1[^>]*>Home in English<\/h1>/);
  // French keeps its own translation, and a doc without one its source.
  assert.match(b.page('/fr/docs/next/intro'), /Présentation/);
  assert.match(b.page('/docs/next/guides/setup'), /<h1[^>]*>Setup<\/h1>/);
  const unmatched = b.warnings.filter((w) => w.code === 'unmatched-translation' && w.file?.includes('/i18n/en/'));
  assert.deepEqual(
    unmatched.map((w) => w.message),
    [
      'en: this translation matches no source (docs/gone.md does not exist), so it is not built; move it to the path of the doc it translates, or delete it',
    ],
  );
});
