import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: Record<string, string>, options: { locales?: string[] } = {}) {
  const b = await buildFixture(files, options);
  built.push(b);
  return b;
}

const releases = JSON.stringify({
  stable: channel('30.0.1'),
  prerelease: channel('31.0.0-alpha.2'),
  nightly: channel('32.0.0-nightly.20240423'),
});

function channel(version: string) {
  return {
    version,
    date: '2024-04-18',
    node: '20.11.1',
    v8: '12.4',
    uv: '1.46.0',
    zlib: '1.3',
    openssl: '1.1.1',
    modules: '123',
    chrome: '124.0.6367.60',
    files: ['darwin-x64', 'linux-x64', 'win32-x64'],
  };
}

test('page modules render with the site layout at their file path; _ files and folders are not routes', async () => {
  const b = await site({
    'content/pages/governance.tsx': `export const meta = { title: 'Governance', description: 'Who decides' };\nexport default function Governance() { return <h1>Working groups</h1>; }\n`,
    'content/pages/community/index.tsx': `import { Card } from '../_parts/card';\nexport default function Community() { return <Card title="Resources" />; }\n`,
    'content/pages/_parts/card.tsx': `export function Card({ title }: { title: string }) { return <section className="card"><h1>{title}</h1></section>; }\n`,
    'content/pages/_draft.tsx': `export default function Draft() { return <p>draft</p>; }\n`,
    'content/pages/about.md': '---\ntitle: About us\n---\n\nMarkdown beside page modules.\n',
  });
  const governance = b.page('/governance');
  assert.match(governance, /<title>Governance \| Fixture<\/title>/);
  assert.match(governance, /<meta name="description" content="Who decides"\/>/);
  assert.match(governance, /<main id="main" class="page-module" tabindex="-1"><h1>Working groups<\/h1><\/main>/);
  assert.match(governance, /<header class="navbar"/, 'rendered inside the site layout');
  assert.match(
    b.page('/community/'),
    /<section class="card"><h1>Resources<\/h1><\/section>/,
    'a partial imported from an _ folder',
  );
  assert.match(b.page('/about'), /Markdown beside page modules\./);
  const files = b.files();
  assert.ok(files.includes('community/index.html'));
  assert.ok(
    !files.some((f) => f.includes('_draft') || f.includes('_parts')),
    `no route for _ files: ${files.join(', ')}`,
  );
});

test('page modules read the site data through props and usePageData(), in every locale', async () => {
  const b = await site(
    {
      'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de'] }`),
      'content/data/releases.json': releases,
      'content/data/apps.json': JSON.stringify({ apps: [{ name: 'Zed' }, { name: 'Atom' }] }),
      'content/i18n/de/code.json': JSON.stringify({ 'apps.heading': 'Anwendungen', 'crash.retry': 'Nochmal' }),
      'content/pages/apps.tsx': [
        `import { usePageData, type PageData } from 'sitegen/page';`,
        `function Stable() { const { releases, formatDate } = usePageData(); return <p className="stable">{releases!.stable.version} {formatDate(releases!.stable.date)}</p>; }`,
        `export const meta = ({ translate }: PageData) => ({ title: translate({ id: 'apps.heading', message: 'Apps' }) });`,
        `export default function Apps({ site, locale, t, translate, href, dataFile }: PageData) {`,
        `  const apps = dataFile<{ apps: { name: string }[] }>('apps').apps;`,
        `  return <><h1>{translate({ id: 'apps.heading', message: 'Apps' })}</h1><p>{site.title} {locale.code} {t('crash.retry')}</p>`,
        `    <a href={href('/docs/')}>docs</a><ul>{apps.map((a) => <li key={a.name}>{a.name}</li>)}</ul><Stable /></>;`,
        `}`,
      ].join('\n'),
    },
    { locales: ['en', 'de'] },
  );
  const en = b.page('/apps');
  assert.match(en, /<title>Apps \| Fixture<\/title>/);
  assert.match(
    en,
    /<h1>Apps<\/h1><p>Fixture en Try again<\/p><a href="\/docs\/">docs<\/a><ul><li>Zed<\/li><li>Atom<\/li><\/ul><p class="stable">30.0.1 April 18, 2024<\/p>/,
  );
  const de = b.page('/de/apps');
  assert.match(de, /<title>Anwendungen \| Fixture<\/title>/);
  assert.match(de, /<h1>Anwendungen<\/h1><p>Fixture de Nochmal<\/p><a href="\/de\/docs\/">docs<\/a>/);
  assert.match(de, /<p class="stable">30.0.1 18. April 2024<\/p>/);
});

test('the page module at / is the home page, built from the readme; the readme stays at /home/README', async () => {
  const b = await site({
    'content/home/README.md':
      '---\ntitle: Electron\ndescription: Desktop apps\ntagline: Build apps\n---\n\nLead text.\n\n## Web technologies\n\nHTML and CSS.\n\n## Open source\n\nMIT.\n',
    'content/pages/index.tsx': [
      `import { readmeSections, type PageData } from 'sitegen/page';`,
      `export default function Home({ entry }: PageData) {`,
      `  const { lead, sections } = readmeSections(entry!);`,
      `  return <><p className="tagline">{String(entry!.frontMatter.tagline)}</p><div className="lead" dangerouslySetInnerHTML={{ __html: lead }} />`,
      `    {sections.map((s) => <section key={s.id} id={s.id}><h2>{s.title}</h2><div dangerouslySetInnerHTML={{ __html: s.html }} /></section>)}</>;`,
      `}`,
    ].join('\n'),
  });
  const home = b.page('/');
  assert.match(home, /<title>Fixture<\/title>/, 'the bare site title at /');
  assert.match(home, /<meta name="description" content="Desktop apps"\/>/);
  assert.match(home, /<p class="tagline">Build apps<\/p><div class="lead"><p>Lead text.<\/p><\/div>/);
  assert.match(
    home,
    /<section id="web-technologies"><h2>Web technologies<\/h2><div><p>HTML and CSS.<\/p><\/div><\/section><section id="open-source"><h2>Open source<\/h2><div><p>MIT.<\/p><\/div><\/section>/,
  );
  const readme = b.page('/home/README');
  assert.match(readme, /<title>Electron \| Fixture<\/title>/);
  assert.match(readme, /<h2 id="web-technologies"/, 'the plain readme page');
  assert.equal(b.warnings.filter((w) => w.code === 'duplicate-route').length, 0);
});

test('without a page module at /, the readme renders at / as before', async () => {
  const b = await site({ 'content/home/README.md': '---\ntitle: Home\n---\n\n## Hello\n\nWorld.\n' });
  assert.match(b.page('/'), /<h2 id="hello"/);
  assert.match(b.page('/home/README'), /<h2 id="hello"/);
});

test('a page module without a default export stops the build with the spec message and its path', async () => {
  await assert.rejects(
    () => site({ 'content/pages/broken.tsx': `export function Broken() { return <p>no default</p>; }\n` }),
    (error: Error) => {
      assert.match(
        error.message,
        /^The page component does not have a default export, so nothing can be rendered: .*content\/pages\/broken\.tsx$/,
      );
      assert.match(formatError(error), /at .*content\/pages\/broken\.tsx/);
      return true;
    },
  );
});

test('a default export that is not a component is refused the same way', async () => {
  await assert.rejects(
    () => site({ 'content/pages/number.tsx': `export default 42;\n` }),
    /The page component does not have a default export, so nothing can be rendered: .*number\.tsx/,
  );
});

test('a page that throws while rendering names the route, the file and the error chain', async () => {
  await assert.rejects(
    () =>
      site({
        'content/pages/fails.tsx': [
          `function load() { throw new Error('apps.json has no "apps" list'); }`,
          `export default function Fails() { try { load(); } catch (cause) { throw new Error('could not list the apps', { cause }); } return null; }`,
        ].join('\n'),
      }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(
        text,
        /^error rendering \/fails \(.*content\/pages\/fails\.tsx\) failed\n {2}at .*content\/pages\/fails\.tsx/,
      );
      assert.match(
        text,
        /\n {2}caused by: could not list the apps\n {2}caused by: apps\.json has no "apps" list\n {2}fix: fix the error in the "caused by" lines/,
      );
      assert.doesNotMatch(text, /render-pool\.ts/, 'the error points at the page, not at sitegen');
      return true;
    },
  );
});

test('a page module that does not compile names the file and line', async () => {
  await assert.rejects(
    () => site({ 'content/pages/typo.tsx': `export default function Typo() {\n  return <p>unclosed;\n}\n` }),
    (error: Error) => {
      assert.match(formatError(error), /a page module does not compile[\s\S]*content\/pages\/typo\.tsx:\d+/);
      return true;
    },
  );
});

test('dataFile() names a missing data file', async () => {
  await assert.rejects(
    () =>
      site({
        'content/pages/x.tsx': `import type { PageData } from 'sitegen/page';\nexport default function X({ dataFile }: PageData) { dataFile('apps'); return null; }\n`,
      }),
    (error: Error) => {
      assert.match(formatError(error), /the data file apps\.json does not exist/);
      return true;
    },
  );
});
