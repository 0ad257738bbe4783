/**
 * A cold build of the compiled CLI with threads builds the search index on the search analysis thread, fed as pages
 * are parsed (src/search/analysis-thread.ts); tests import the TypeScript sources, which build it in one thread. The
 * thread's files must be the ones this thread makes: the whole output is compared with a build on one thread.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { configSource, writeFixture } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

/** Docs in two locales (some translated, some shared), a CJK locale, a blog post and a page module. */
function site(): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de', 'ja'] }`),
    'content/blog/2024-01-02-hello.md': `---\ntitle: Hello BrowserWindow\n---\n\nA post about \`webContents\` and café menus.\n`,
    'content/pages/apps.tsx': `export const meta = { title: 'Showcase', description: 'Apps built with it' };\nexport default function Apps() { return <h1>Showcase</h1>; }\n`,
    'content/i18n/ja/docs/d0.md': `---\ntitle: 通知\n---\n\n通知を表示する方法。BrowserWindow を使います。\n`,
  };
  for (let i = 0; i < 60; i++) {
    files[`content/docs/d${i}.md`] =
      `---\ntitle: Doc ${i}\n---\n\nIntro to ipcMain ${i}.\n\n## Setting up\n\nRun \`npm install\` &amp; quit.\n\n### Deeper\n\n\`\`\`js\nconst win = new BrowserWindow({ width: ${i} });\n\`\`\`\n`;
    if (i % 3 === 0)
      files[`content/i18n/de/docs/d${i}.md`] =
        `---\ntitle: Dokument ${i}\n---\n\nÜber Fenster und Benachrichtigungen ${i}.\n`;
  }
  return files;
}

function build(root: string, out: string, workers: number) {
  const r = spawnSync(
    process.execPath,
    [BIN, 'build', '--root', root, '--out', out, '--no-cache', '--workers', String(workers)],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    },
  );
  assert.equal(r.status, 0, r.stderr);
  return r.stdout + r.stderr;
}

test('the search analysis thread builds the same index files (and site) as the build thread', async () => {
  const root = await writeFixture(site());
  roots.push(root);
  const threaded = build(root, path.join(root, 'out-threads'), 2);
  const single = build(root, path.join(root, 'out-one'), 1);
  // The thread really built them: a thread script the compiled CLI cannot find would quietly build here.
  assert.match(threaded, /search +[\d,]+ sections, on its own thread/);
  assert.doesNotMatch(single, /on its own thread/);
  const a = folderDigest(path.join(root, 'out-threads'));
  const b = folderDigest(path.join(root, 'out-one'));
  assert.ok(Object.keys(a).filter((f) => f.includes('search-index.')).length === 3, 'an index per locale');
  assert.deepEqual(a, b);
});

function buildWarm(root: string, out: string) {
  const r = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--workers', '2'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout + r.stderr;
}

/** `search … N pages from the cache` of a build's log. */
function searchHits(log: string): number {
  return Number(/search +[\d,]+ sections, (\d+) pages from the cache, on its own thread/.exec(log)?.[1] ?? NaN);
}

test('with the build cache, the search thread merges the index from the cache: the same site as one thread without it', async () => {
  const root = await writeFixture(site());
  roots.push(root);
  const out = path.join(root, 'out-warm');
  const cold = () => {
    build(root, path.join(root, 'out-one'), 1);
    return folderDigest(path.join(root, 'out-one'));
  };
  // The first build with the cache analyses every page on the thread and fills the cache from there.
  assert.deepEqual(folderDigest((buildWarm(root, out), out)), cold());
  const edited = path.join(root, 'content/docs/d7.md');
  writeFileSync(edited, readFileSync(edited, 'utf8').replace('Intro to ipcMain 7.', 'Intro to ipcRenderer 7.'));
  const warm = buildWarm(root, out);
  assert.deepEqual(folderDigest(out), cold());
  assert.ok(readFileSync(path.join(out, 'assets', searchIndexOf(out, 'en')), 'utf8').includes('ipcrender'));
  // What the thread read and analysed was saved by the build's thread: nothing changed, everything is cached.
  const again = buildWarm(root, out);
  assert.ok(searchHits(warm) > 0 && searchHits(again) > searchHits(warm), `${warm}\n${again}`);
  // A damaged groups file the thread reads is reported by the build, ignored, and rewritten.
  const cacheDir = path.join(root, 'node_modules/.cache/sitegen');
  const groups = readdirSync(cacheDir).filter((f) => f.startsWith('search-groups-'));
  for (const f of groups) writeFileSync(path.join(cacheDir, f), 'not a cache file\n{}');
  assert.match(buildWarm(root, out), /cache file node_modules\/\.cache\/sitegen\/search-groups-\d+\.json is ignored/);
  assert.deepEqual(folderDigest(out), cold());
  assert.doesNotMatch(buildWarm(root, out), /is ignored/);
  // Pages' analyses gone, bodies kept: the thread asks for the pages of the edited group it was not sent.
  for (const f of readdirSync(cacheDir).filter((f) => /^search-\d+\.json$/.test(f))) rmSync(path.join(cacheDir, f));
  writeFileSync(edited, readFileSync(edited, 'utf8').replace('ipcRenderer 7.', 'ipcRenderer and ipcMain 7.'));
  assert.match(buildWarm(root, out), /on its own thread/);
  assert.deepEqual(folderDigest(out), cold());
});

function searchIndexOf(out: string, locale: string): string {
  const name = readdirSync(path.join(out, 'assets')).find((f) => f.startsWith(`search-index.${locale}.`));
  assert.ok(name, 'the locale has an index');
  return name;
}
