/**
 * A cold build of the compiled CLI with threads builds the search index on the search analysis thread, fed as pages
 * are parsed (src/search/analysis-thread.ts); tests import the TypeScript sources, which build it in one thread. The
 * thread's files must be the ones this thread makes: the whole output is compared with a build on one thread.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
