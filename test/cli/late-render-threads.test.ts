/**
 * A small site (fewer than 100 Markdown files in its folder) starts no render threads ahead of its build; they
 * start once its pages prove many after all, as a Docusaurus site's docs outside its folder (`path: '../docs'`) may.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const BIN = path.resolve('bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { path: '../docs' }, blog: false }]] };\n`;

/** The render stage's line of a CLI build of a site whose `docs` docs sit beside its folder. */
async function renderLine(docs: number): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-late-threads-'));
  roots.push(root);
  await mkdir(path.join(root, 'website'));
  await mkdir(path.join(root, 'docs'));
  await writeFile(path.join(root, 'website/docusaurus.config.js'), CONFIG);
  for (let i = 0; i < docs; i++) await writeFile(path.join(root, `docs/doc-${i}.md`), `# Doc ${i}\n\nText.\n`);
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', path.join(root, 'website'), '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  assert.equal(run.status, 0, run.stderr);
  return /^\s*render\s.*$/m.exec(run.stderr)?.[0] ?? run.stderr;
}

test(
  'a small site renders on one thread; one whose pages prove many starts render threads then',
  {
    skip: os.availableParallelism() < 2 ? 'one core: every build renders on one thread' : false,
  },
  async () => {
    assert.match(await renderLine(20), /pages, 1 thread\b/);
    assert.match(await renderLine(210), /pages, 2 threads/);
  },
);
