/**
 * A cold build of a large site sends the render threads their jobs in chunks as they render them
 * (src/render/job-chunks.ts) instead of each thread's whole share in one message. The output must be the one of
 * whole shares: `SITEGEN_RENDER_CHUNK_CHARS` chunks this small site by a few KB (many chunks per thread, the
 * threads running ahead of what was sent), and both builds' folders are compared file by file. Runs the compiled
 * CLI: render threads need it (from TypeScript sources there are none).
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

/** Docs in two locales (some translated), blog posts with a list and tags, and a page module. */
function site(): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'de'] }`),
    'content/pages/apps.tsx': `export const meta = { title: 'Showcase' };\nexport default function Apps() { return <h1>Showcase</h1>; }\n`,
  };
  for (let i = 0; i < 40; i++) {
    files[`content/docs/d${i}.md`] =
      `---\ntitle: Doc ${i}\n---\n\nIntro ${i}.\n\n## Setting up\n\n${'Open a window and a menu. '.repeat(40)}\n\n\`\`\`js\nconst win = new BrowserWindow({ width: ${i} });\n\`\`\`\n`;
    if (i % 4 === 0) files[`content/i18n/de/docs/d${i}.md`] = `---\ntitle: Dokument ${i}\n---\n\nÜber Fenster ${i}.\n`;
  }
  for (let i = 0; i < 12; i++)
    files[`content/blog/2024-01-${String(i + 1).padStart(2, '0')}-post.md`] =
      `---\ntitle: Post ${i}\ntags: [release]\n---\n\nPost ${i} text.\n\n<!-- truncate -->\n\nMore.\n`;
  return files;
}

function build(root: string, out: string, env: Record<string, string>): string {
  const r = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--no-cache', '--workers', '2'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1', ...env },
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout + r.stderr;
}

test('render jobs sent in chunks give the output of whole shares', async () => {
  const root = await writeFixture(site());
  roots.push(root);
  const chunked = build(root, path.join(root, 'out-chunks'), { SITEGEN_RENDER_CHUNK_CHARS: '4000' });
  const whole = build(root, path.join(root, 'out-whole'), {});
  // The chunked build really sent chunks; this small site's default is its shares whole.
  assert.match(chunked, /render +[\d,]+ pages, 2 threads, jobs sent in chunks/);
  assert.doesNotMatch(whole, /in chunks/);
  const a = folderDigest(path.join(root, 'out-chunks'));
  const b = folderDigest(path.join(root, 'out-whole'));
  assert.ok(Object.keys(a).length > 100, `a site of many pages (${Object.keys(a).length} files)`);
  assert.deepEqual(a, b);
});
