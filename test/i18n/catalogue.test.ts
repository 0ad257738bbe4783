import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { runWriteTranslations } from '../../src/commands/write-translations.js';
import { translateCalls } from '../../src/i18n/page-messages.js';
import { themeIdMessages } from '../../src/i18n/docusaurus-theme-ids.js';
import { validateCatalogue } from '../../src/i18n/validate-catalogue.js';
import { silentLogger, type Logger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { ENGLISH } from '../../templates/strings.js';
import { buildFixture, configSource, writeFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const english = {
  'a.title': 'Title',
  'a.greeting': 'Hello {name}',
  'a.minutes': '{count} min read|{count} min read',
  'a.posts': 'One post|{count} posts',
};
const check = (locale: string, lang: string, messages: Record<string, string>) =>
  validateCatalogue({
    locale,
    lang,
    file: `/site/i18n/${locale}/code.json`,
    text: JSON.stringify(messages, null, 2),
    messages,
    english,
    isDefault: false,
  });

test('a catalogue missing ids gives one warning that lists them', () => {
  const warnings = check('de', 'de-DE', { 'a.title': 'Titel', 'a.posts': 'Ein Beitrag|{count} Beiträge' });
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0].code, 'missing-translation');
  assert.equal(
    warnings[0].message,
    'de: 2 UI strings not translated, English is used: a.greeting, a.minutes; run "sitegen write-translations --locale de" to add them to this file in English, then translate them',
  );
});

test('a bad placeholder is a warning naming the id, the locale and the placeholder, at its line', () => {
  const warnings = check('fr', 'fr-FR', {
    'a.title': 'Titre',
    'a.greeting': 'Bonjour {nom}',
    'a.minutes': '{count} min de lecture',
    'a.posts': 'Un article|{count} articles',
  });
  assert.deepEqual(
    warnings.map((w) => [w.code, w.line, w.message]),
    [
      [
        'bad-translation',
        3,
        'fr: "a.greeting" uses {nom}, which the English message does not have and lacks {name} (English: "Hello {name}")',
      ],
    ],
  );
  const dropped = check('es', 'es-ES', { ...english, 'a.greeting': 'Hola' });
  assert.match(dropped[0].message, /^es: "a.greeting" lacks \{name\}/);
});

test('plural messages need one form per plural category of the locale, or a single form', () => {
  const ja = { 'a.title': 'タイトル', 'a.greeting': 'こんにちは、{name}', 'a.minutes': '{count} 分で読めます' };
  assert.deepEqual(check('ja', 'ja-JP', { ...ja, 'a.posts': '{count} 件の投稿' }), [], 'Japanese has one form');
  const ru = { 'a.title': 'Заголовок', 'a.greeting': 'Привет, {name}', 'a.minutes': '{count} мин чтения' };
  assert.deepEqual(
    check('ru', 'ru-RU', { ...ru, 'a.posts': '{count} запись|{count} записи|{count} записей' }),
    [],
    'Russian has three (one, few, many)',
  );
  const [two] = check('ru', 'ru-RU', { ...ru, 'a.posts': '{count} запись|{count} записей' });
  assert.equal(
    two.message,
    'ru: "a.posts" has 2 plural forms; ru-RU needs 3 forms (one, few, many) or a single form, separated by "|"',
  );
  const [many] = check('ja', 'ja-JP', { ...ja, 'a.posts': '{count} 件|{count} 件' });
  assert.equal(many.message, 'ja: "a.posts" has 2 plural forms; ja-JP needs one form, separated by "|"');
});

test("a message with a | and no {count} is text, not plural forms; a theme id's problem names the file's keys", () => {
  // chaos-mesh's website: its footer copyright reads "Copyright © Chaos Mesh Authors | Documentation ...".
  const text = { 'footer.copyright': 'Copyright Dino | CC-BY-4.0' };
  const copyright = validateCatalogue({
    locale: 'zh',
    lang: 'zh',
    file: '/site/i18n/zh/code.json',
    text: JSON.stringify(text),
    messages: { 'footer.copyright': '版权所有 Dino | CC-BY-4.0' },
    english: text,
    isDefault: true,
  });
  assert.deepEqual(copyright, []);
  // Its code.json keeps theme-classic's plural words in English, two forms where Chinese has one.
  const code = {
    'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'One doc tagged|{count} docs tagged' },
    'theme.docs.tagDocListPageTitle': { message: '{nDocsTagged} with "{tagName}"' },
  };
  const plain = Object.fromEntries(Object.entries(code).map(([id, { message }]) => [id, message]));
  const tags = validateCatalogue({
    locale: 'zh',
    lang: 'zh',
    file: '/site/i18n/zh/code.json',
    text: JSON.stringify(code, null, 2),
    messages: themeIdMessages(plain),
    english: { 'docs.tag.title': ENGLISH['docs.tag.title'] },
    isDefault: true,
  });
  assert.deepEqual(
    tags.map((w) => [w.line, w.message]),
    [
      [
        2,
        'zh: "theme.docs.tagDocListPageTitle.nDocsTagged" and "theme.docs.tagDocListPageTitle" (read as "docs.tag.title") has 2 plural forms; zh needs one form, separated by "|"',
      ],
    ],
  );
});

const i18n = `i18n: { defaultLocale: 'en', locales: ['en', 'de', 'fr'], localeConfigs: { de: { label: 'Deutsch', htmlLang: 'de-DE' }, fr: { label: 'Français', htmlLang: 'fr-FR' } } }`;

test('a build reports a missing catalogue, missing ids and bad placeholders per locale, and still renders', async () => {
  // Every built-in string, and the config's defaults (blog title 'Blog', 'Latest posts', version label 'Next').
  const config = {
    'blog.options.title': 'Blog',
    'blog.options.sidebarTitle': 'Neueste Beiträge',
    'docs.version.label': 'Nächste',
  };
  const complete: Record<string, string> = {
    ...Object.fromEntries(Object.entries(ENGLISH).map(([id, message]) => [id, `[de] ${message}`])),
    ...config,
  };
  const { 'toc.title': _dropped, ...incomplete } = complete;
  const b = await buildFixture({
    'site.config.ts': configSource(i18n),
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\n## Part\n',
    'content/i18n/de/code.json': JSON.stringify({ ...incomplete, 'doc.lastUpdated': 'Zuletzt am {datum}' }, null, 2),
  });
  built.push(b);
  const mine = b.warnings.filter((w) => w.code === 'missing-translation' || w.code === 'bad-translation');
  assert.deepEqual(
    mine.map((w) => [w.code, path.relative(b.root, w.file)]),
    [
      ['missing-translation', 'content/i18n/de/code.json'],
      ['bad-translation', 'content/i18n/de/code.json'],
      ['missing-translation', 'content/i18n/fr/code.json'],
    ],
  );
  assert.equal(
    mine[0].message,
    'de: 1 UI string not translated, English is used: toc.title; run "sitegen write-translations --locale de" to add it to this file in English, then translate it',
  );
  assert.match(mine[1].message, /^de: "doc\.lastUpdated" uses \{datum\}/);
  assert.ok(mine[1].line! > 1);
  assert.match(
    mine[2].message,
    /^fr: no UI string catalogue, every UI string is English; run "sitegen write-translations --locale fr"/,
  );
  assert.match(
    b.page('/de/docs/intro'),
    /class="toc__title"[^>]*>On this page</,
    'the missing id falls back to English',
  );
});

test('invalid JSON in a catalogue is an error naming the file', async () => {
  await assert.rejects(
    buildFixture({
      'site.config.ts': configSource(i18n),
      'content/i18n/de/code.json': '{\n  "toc.title": "Auf dieser Seite",\n  "x": \n}\n',
    }),
    (error: Error & { location?: { file: string } }) => {
      assert.match(error.message, /^content\/i18n\/de\/code\.json is not valid JSON: /);
      assert.match(error.location!.file, /content\/i18n\/de\/code\.json$/);
      return true;
    },
  );
});

test('write-translations writes the English catalogue, then fills only the ids a locale lacks', async () => {
  const root = await writeFixture({
    'site.config.ts': configSource(
      `${i18n}, navbar: { items: [{ type: 'link', to: '/docs/intro', label: 'Docs' }] }, footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }], copyright: '© 2023' }`,
    ),
    'content/sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'intro', label: 'Start here' }] }] };`,
    'content/docs/intro.md': '# Intro\n',
    'content/i18n/de/code.json': JSON.stringify(
      {
        'toc.title': 'Auf dieser Seite',
        'sidebar.docs.category.Guides': { message: 'Anleitungen', description: 'category' },
      },
      null,
      2,
    ),
  });
  built.push({
    cleanup: () => import('node:fs/promises').then((fs) => fs.rm(root, { recursive: true, force: true })),
  } as BuiltFixture);
  const lines: string[] = [];
  const logger: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
    progress() {},
  };

  assert.equal(await runWriteTranslations({ root }, logger), 0);
  const en = JSON.parse(await readFile(path.join(root, 'content/i18n/en/code.json'), 'utf8'));
  assert.equal(en['toc.title'], 'On this page');
  assert.equal(en['navbar.item.label.Docs'], 'Docs');
  assert.equal(en['footer.link.title.More'], 'More');
  assert.equal(en['footer.link.item.label.Blog'], 'Blog');
  assert.equal(en['footer.copyright'], '© 2023');
  assert.equal(en['sidebar.docs.category.Guides'], 'Guides');
  assert.equal(en['sidebar.docs.doc.Start here'], 'Start here');
  const total = Object.keys(en).length;
  assert.match(lines[0], new RegExp(`^wrote content/i18n/en/code.json: ${total} ids added`));

  assert.equal(await runWriteTranslations({ root, locale: 'de' }, logger), 0);
  const de = JSON.parse(await readFile(path.join(root, 'content/i18n/de/code.json'), 'utf8'));
  assert.equal(de['toc.title'], 'Auf dieser Seite', 'kept');
  assert.deepEqual(
    de['sidebar.docs.category.Guides'],
    { message: 'Anleitungen', description: 'category' },
    'kept as written',
  );
  assert.equal(de['navbar.item.label.Docs'], 'Docs', 'added in English');
  assert.equal(Object.keys(de).length, total);
  assert.equal(lines[1], `wrote content/i18n/de/code.json: ${total - 2} ids added in English to translate, 2 kept`);

  assert.equal(await runWriteTranslations({ root, locale: 'xx' }, logger), 1);
  assert.match(lines[2], /unknown locale "xx"/);
});

test("page modules' { id, message } objects are part of the English catalogue", () => {
  const source = `
    // The chair's label: an apostrophe in a comment or in JSX text is not a quote.
    const CHANNELS = [{ key: 'stable', name: { id: 'releases.stable', message: 'Stable' }, pkg: 'electron' }];
    export default function Page({ translate, group }) {
      return (
        <p title={translate({ message: "Members of {group}", id: "governance.members", description: 'aria label' }, { group })}>
          Don't {translate({ id: 'governance.seeMore', message: 'See more' })}
          {translate({ id: \`apps.count\`, message: '{count} app|{count} apps' }, { count: 2 })}
          {translate({ id: dynamicId, message: 'skipped' })}
          {translate({ id: 'quote', message: 'It\\'s {name}\\u2019s' })}
        </p>
      );
    }`;
  assert.deepEqual(translateCalls(source), {
    'releases.stable': 'Stable',
    'governance.members': 'Members of {group}',
    'governance.seeMore': 'See more',
    'apps.count': '{count} app|{count} apps',
    quote: "It's {name}’s",
  });
});

test('on a Docusaurus site write-translations adds to code.json only the missing ids code.json holds, and the warning says to run it', async () => {
  // Wails: the warning listed 20 of sitegen's own ids, and write-translations added 144, navbar and sidebar labels
  // among them, which Docusaurus keeps in navbar.json and current.json.
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }] } },
};
`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', items: ['intro'] }] };`,
    'docs/intro.md': '# Intro\n',
    'src/pages/index.js': `import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><Translate id="home.hello">Hello</Translate></Layout>;
}
`,
    'i18n/fr/code.json': JSON.stringify({ 'home.hello': { message: 'Bonjour' } }, null, 2),
    'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Documents' } }),
    'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
      'version.label': { message: 'Suivante' },
      'sidebar.docs.category.Guides': { message: 'Guides FR' },
    }),
  });
  built.push({
    cleanup: () => import('node:fs/promises').then((fs) => fs.rm(root, { recursive: true, force: true })),
  } as BuiltFixture);
  // A Docusaurus site has no sitegen config.
  await rm(path.join(root, 'site.config.ts'));
  const missingOf = async () => {
    const b = await build({ root, logger: silentLogger, writer: new MemoryWriter(), workers: 0, locales: ['fr'] });
    return b.warnings.filter((w) => w.code === 'missing-translation');
  };
  const before = await missingOf();
  assert.deepEqual(
    before.map((w) => path.relative(root, w.file)),
    ['i18n/fr/code.json', 'i18n/fr/docusaurus-plugin-content-blog/options.json'],
  );
  assert.match(
    before[0].message,
    /English is used: [^;]+; run "sitegen write-translations --locale fr" to add them to this file in English, then translate them$/,
  );
  // The blog's words are Docusaurus's options.json's, under its keys.
  assert.match(
    before[1].message,
    /^fr: 3 UI strings not translated, English is used: title, description, sidebar\.title; translate them in this file, under those keys$/,
  );
  const listed = /English is used: ([^;]+);/.exec(before[0].message)![1].split(', ');
  assert.equal(await runWriteTranslations({ root, locale: 'fr' }, silentLogger), 0);
  const fr = JSON.parse(await readFile(path.join(root, 'i18n/fr/code.json'), 'utf8'));
  assert.deepEqual(fr['home.hello'], { message: 'Bonjour' }, 'kept as written');
  assert.deepEqual(Object.keys(fr).slice(1).sort(), [...listed].sort(), 'exactly the ids the warning listed');
  assert.ok(!Object.keys(fr).some((id) => /^(navbar\.item|sidebar\.)/.test(id)), Object.keys(fr).join());
  // The blog's words go to Docusaurus's options.json, in its format, as Docusaurus's write-translations writes them.
  const options = JSON.parse(
    await readFile(path.join(root, 'i18n/fr/docusaurus-plugin-content-blog/options.json'), 'utf8'),
  );
  assert.deepEqual(options, {
    title: { message: 'Blog' },
    description: { message: 'Blog' },
    'sidebar.title': { message: 'Recent posts' },
  });
  assert.deepEqual(await missingOf(), [], 'no warning once every file has its ids');
});

test('on a Docusaurus site write-translations writes the missing translation files and keeps what they hold', async () => {
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: { title: 'Dino', items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }, { href: 'https://x.example', label: 'X', position: 'right' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'GitHub', href: 'https://github.com' }] }], copyright: 'Dino Inc.' },
  },
};
`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', items: ['intro'] }] };`,
    'docs/intro.md': '# Intro\n',
    'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Documents' } }),
  });
  built.push({
    cleanup: () => import('node:fs/promises').then((fs) => fs.rm(root, { recursive: true, force: true })),
  } as BuiltFixture);
  await rm(path.join(root, 'site.config.ts'));
  const logged: string[] = [];
  const logger = { ...silentLogger, info: (m: string) => void logged.push(m) } as Logger;
  assert.equal(await runWriteTranslations({ root, locale: 'fr' }, logger), 0);
  const read = async (file: string) => JSON.parse(await readFile(path.join(root, 'i18n/fr', file), 'utf8'));
  assert.deepEqual(await read('docusaurus-theme-classic/navbar.json'), {
    'item.label.Docs': { message: 'Documents' },
    title: { message: 'Dino' },
    'item.label.X': { message: 'X' },
  });
  assert.deepEqual(await read('docusaurus-theme-classic/footer.json'), {
    'link.title.More': { message: 'More' },
    'link.item.label.GitHub': { message: 'GitHub' },
    copyright: { message: 'Dino Inc.' },
  });
  assert.deepEqual(await read('docusaurus-plugin-content-docs/current.json'), {
    'version.label': { message: 'Next' },
    'sidebar.docs.category.Guides': { message: 'Guides' },
  });
  assert.ok(
    logged.some((m) =>
      /^wrote i18n\/fr\/docusaurus-theme-classic\/navbar\.json: 2 ids added in English to translate, 1 kept$/.test(m),
    ),
    logged.join('\n'),
  );
  const b = await build({ root, logger: silentLogger, writer: new MemoryWriter(), workers: 0, locales: ['fr'] });
  const left = b.warnings.filter((w) => w.code === 'missing-translation' || w.code === 'unmatched-translation');
  assert.deepEqual(left, [], 'the files it wrote are read back, every key matching');
  // Run again: nothing to add, nothing changed.
  logged.length = 0;
  assert.equal(await runWriteTranslations({ root, locale: 'fr' }, logger), 0);
  assert.ok(!logged.some((m) => m.startsWith('wrote')), logged.join('\n'));
});

test('on a Docusaurus site a locale with no translation folder gets one warning, not one per translation file', async () => {
  // pnpm.io builds 12 locales whose translations are downloaded at deploy time: its folder has no i18n/, and each
  // locale warned once per file Docusaurus would have written (code.json, navbar.json, footer.json, ...): 106 lines.
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: {
    navbar: { items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }] },
  },
};
`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', items: ['intro'] }] };`,
    'docs/intro.md': '# Intro\n',
    'blog/2024-01-01-hello.md': '# Hello\n\nText.\n',
    'i18n/de/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Doku' } }),
  });
  built.push({
    cleanup: () => import('node:fs/promises').then((fs) => fs.rm(root, { recursive: true, force: true })),
  } as BuiltFixture);
  await rm(path.join(root, 'site.config.ts'));
  const b = await build({ root, logger: silentLogger, writer: new MemoryWriter(), workers: 0 });
  const missing = b.warnings.filter((w) => w.code === 'missing-translation');
  const fr = missing.filter((w) => w.message.startsWith('fr:'));
  assert.deepEqual(
    fr.map((w) => [path.relative(root, w.file), w.message]),
    [
      [
        'i18n/fr',
        'fr: no translations (there is no i18n/fr folder), so its navbar, footer, sidebars, UI strings, docs, posts and pages are in English; run "sitegen write-translations --locale fr" to write its files in English, then translate them',
      ],
    ],
  );
  // A locale with a folder still hears which of its files lack what.
  const de = missing.filter((w) => w.message.startsWith('de:')).map((w) => path.relative(root, w.file));
  assert.ok(de.includes('i18n/de/docusaurus-theme-classic/footer.json'), de.join());
});

test('write-translations neither reads nor writes a translation folder that links out of the site', async () => {
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { navbar: { items: [{ href: 'https://x.example', label: 'X', position: 'right' }] } },
};
`,
  });
  const outside = await mkdtemp(path.join(os.tmpdir(), 'sitegen-outside-i18n-'));
  built.push({
    cleanup: () =>
      Promise.all([rm(root, { recursive: true, force: true }), rm(outside, { recursive: true, force: true })]),
  } as unknown as BuiltFixture);
  await rm(path.join(root, 'site.config.ts'));
  await mkdir(path.join(root, 'i18n'), { recursive: true });
  await symlink(outside, path.join(root, 'i18n/fr'));
  const errors: string[] = [];
  const logger = { ...silentLogger, error: (m: string) => void errors.push(m) } as Logger;
  assert.equal(await runWriteTranslations({ root, locale: 'fr' }, logger), 1);
  assert.match(errors.join('\n'), /i18n\/fr\/code\.json is a link to a place outside the site, so it is not written/);
  assert.deepEqual(await readdir(outside), [], 'nothing was written there');
});

test("write-translations puts an older docs version's sidebar labels in that version's file, under Docusaurus's keys", async () => {
  // pnpm.io: 7.x's labels went to version-8.x.json (its last version's), as "sidebar.default@7.x::docs.category...".
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'eo'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js', lastVersion: '2.x' }, blog: false }]],
};
`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Next guides', items: ['intro'] }] };`,
    'docs/intro.md': '# Intro\n',
    'versions.json': JSON.stringify(['2.x', '1.x']),
    'versioned_docs/version-2.x/intro.md': '# Intro\n',
    'versioned_sidebars/version-2.x-sidebars.json': JSON.stringify({
      docs: [{ type: 'category', label: 'Guides', items: ['intro'] }],
    }),
    'versioned_docs/version-1.x/intro.md': '# Intro\n',
    'versioned_sidebars/version-1.x-sidebars.json': JSON.stringify({
      docs: [{ type: 'category', label: 'Old guides', items: ['intro'] }],
    }),
  });
  built.push({
    cleanup: () => import('node:fs/promises').then((fs) => fs.rm(root, { recursive: true, force: true })),
  } as BuiltFixture);
  await rm(path.join(root, 'site.config.ts'));
  // Esperanto, which Docusaurus has no translations of: its theme's words are English, and need no file.
  assert.equal(await runWriteTranslations({ root, locale: 'eo' }, silentLogger), 0);
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, 'i18n/eo/docusaurus-plugin-content-docs', file), 'utf8'));
  assert.deepEqual(Object.keys(await read('version-1.x.json')).sort(), [
    'sidebar.docs.category.Old guides',
    'version.label',
  ]);
  assert.deepEqual(Object.keys(await read('version-2.x.json')).sort(), [
    'sidebar.docs.category.Guides',
    'version.label',
  ]);
  assert.deepEqual(Object.keys(await read('current.json')).sort(), [
    'sidebar.docs.category.Next guides',
    'version.label',
  ]);
  const b = await build({ root, logger: silentLogger, writer: new MemoryWriter(), workers: 0, locales: ['eo'] });
  const left = b.warnings.filter((w) => w.code === 'missing-translation' || w.code === 'unmatched-translation');
  assert.deepEqual(left, []);
});
