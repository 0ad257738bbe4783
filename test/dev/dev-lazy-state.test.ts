/**
 * The dev server composes each locale's bundle on its first request and, after a save that changes only a page's
 * body, keeps the route tables, sidebars and bundles it had. These tests pin what must never go stale: titles
 * other pages show, in every locale, after a save that changes them in the front matter or in a body.
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';
import { fetchWhen } from './dev-fixture.js';

const i18n = `i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: {
  en: { label: 'English', htmlLang: 'en-US' }, de: { label: 'Deutsch', htmlLang: 'de-DE' } } },
  docs: { editUrl: ({ docPath, locale }: { docPath: string; locale: string }) => {
    (globalThis as { editUrlCalls?: string[] }).editUrlCalls?.push(docPath);
    return \`https://edit.example/\${locale}/\${docPath}\`;
  } }`;

let root: string;
let server: DevServer;
const calls: string[] = [];
before(async () => {
  (globalThis as { editUrlCalls?: string[] }).editUrlCalls = calls;
  root = await writeFixture({
    'site.config.ts': configSource(i18n),
    'content/sidebars.js': `module.exports = { docs: ['intro', 'other', 'third'] };`,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello from the intro.\n',
    'content/docs/other.md': '---\ntitle: Other page\n---\n\nThe other body.\n',
    // No front matter title: the sidebar label comes from the body's heading.
    'content/docs/third.md': '# Third heading\n\nThe third body.\n',
    'content/i18n/de/docs/intro.md': '---\ntitle: Einführung\n---\n\nHallo aus der Einführung.\n',
    'content/docs/unvisited.md': '---\ntitle: Unvisited\n---\n\nNo test requests this page.\n',
    'content/pages/module.tsx':
      "throw new Error('module top level fails');\nexport default function M() { return null; }\n",
  });
  server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
});
after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** Rewrite a content file with `edit` applied to its text. */
async function edit(rel: string, change: (text: string) => string): Promise<void> {
  const file = path.join(root, rel);
  await writeFile(file, change(await readFile(file, 'utf8')));
}

test('a title changed in the front matter shows on pages of both locales that were rendered before the save', async () => {
  const en = `${server.url}docs/intro`;
  const de = `${server.url}de/docs/intro`;
  assert.match(await (await fetch(en)).text(), /Other page/);
  const german = await (await fetch(de)).text();
  assert.match(german, /Hallo aus der Einführung/);
  assert.match(german, /Other page/, 'the untranslated doc falls back to English in the German sidebar');
  await edit('content/docs/other.md', (t) => t.replace('title: Other page', 'title: Renamed page'));
  for (const url of [en, de]) {
    const page = await fetchWhen(url, (_s, body) => body.includes('Renamed page'));
    assert.match(page.body, /Renamed page/, url);
    assert.doesNotMatch(page.body, /Other page/, url);
  }
});

test('a body-only save renders the new body in every locale that shows it, and keeps other pages right', async () => {
  const en = `${server.url}docs/other`;
  const de = `${server.url}de/docs/other`;
  assert.match(await (await fetch(en)).text(), /The other body\./);
  assert.match(await (await fetch(de)).text(), /The other body\./);
  await edit('content/docs/other.md', (t) => t.replace('The other body.', 'The edited body.'));
  for (const url of [en, de]) {
    const page = await fetchWhen(url, (_s, body) => body.includes('The edited body.'));
    assert.match(page.body, /The edited body\./, url);
  }
  await edit('content/i18n/de/docs/intro.md', (t) => t.replace('Hallo aus', 'Grüße aus'));
  const german = await fetchWhen(`${server.url}de/docs/intro`, (_s, body) => body.includes('Grüße aus'));
  assert.match(german.body, /Grüße aus der Einführung/);
  assert.match((await (await fetch(`${server.url}docs/intro`)).text()).replace(/\s+/g, ' '), /Hello from the intro\./);
});

test("a heading that gives a page its title is read again when only the body changes: other pages' sidebars follow", async () => {
  const en = `${server.url}docs/intro`;
  const de = `${server.url}de/docs/intro`;
  assert.match(await (await fetch(en)).text(), /Third heading/);
  assert.match(await (await fetch(de)).text(), /Third heading/);
  await edit('content/docs/third.md', (t) => t.replace('# Third heading', '# Third renamed'));
  for (const url of [en, de]) {
    const page = await fetchWhen(url, (_s, body) => body.includes('Third renamed'));
    assert.match(page.body, /Third renamed/, url);
    assert.doesNotMatch(page.body, /Third heading/, url);
  }
});

test("an editUrl function's link is computed when the page renders, for its own file and locale", async () => {
  const en = await (await fetch(`${server.url}docs/intro`)).text();
  assert.ok(calls.includes('intro.md'));
  assert.ok(!calls.includes('unvisited.md'), 'a page runs the function for its own file only');
  assert.match(en, /href="https:\/\/edit\.example\/en\/intro\.md"/);
  const de = await (await fetch(`${server.url}de/docs/intro`)).text();
  assert.match(de, /href="https:\/\/edit\.example\/de\/intro\.md"/);
  await edit('content/docs/intro.md', (t) => `${t}\nOne more line.\n`);
  const edited = await fetchWhen(`${server.url}docs/intro`, (_s, body) => body.includes('One more line.'));
  assert.match(edited.body, /href="https:\/\/edit\.example\/en\/intro\.md"/);
});

test('a page module is imported when its page is requested: one that throws shows the overlay there only', async () => {
  assert.equal((await fetch(`${server.url}docs/intro`)).status, 200);
  const broken = await fetch(`${server.url}module`);
  assert.equal(broken.status, 500);
  assert.match(await broken.text(), /module top level fails/);
  assert.equal((await fetch(`${server.url}de/docs/intro`)).status, 200);
  await edit('content/pages/module.tsx', () => 'export default function M() { return <p>Module works.</p>; }\n');
  const fixed = await fetchWhen(`${server.url}module`, (status) => status === 200);
  assert.match(fixed.body, /Module works\./);
  const german = await fetchWhen(`${server.url}de/module`, (status) => status === 200);
  assert.match(german.body, /Module works\./);
});
