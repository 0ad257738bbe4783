/**
 * Sources and output are never lost: `--out` cannot name a folder that holds sources, a build that fails while
 * rendering (on disk, with render threads) leaves the previous output byte-identical, a killed build cleans up,
 * and what a killed build left behind is tidied (or put back) by the next one.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { UsageError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { writeFixture } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';

const BIN = path.resolve('bin/sitegen.mjs');
const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

function sitegen(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function fixture(files: Record<string, string>) {
  const root = await writeFixture(files);
  temps.push(root);
  return root;
}

/** Folders a build leaves beside its output (`.build.tmp-<pid>`, `.build.old-<pid>`). */
function leftovers(parent: string): string[] {
  return readdirSync(parent).filter((n) => /\.(tmp|old)-\d+$/.test(n));
}

/** The id of a process that has ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  return r.pid!;
}

const SITE = {
  'content/docs/a.md': '---\ntitle: A\n---\n\nHello.\n',
  'content/pages/about.md': '# About\n',
  'content/static/robots.txt': 'User-agent: *\n',
};

test('--out that is, holds or lies inside the sources or .git is refused before anything is touched', async () => {
  const root = await fixture(SITE);
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git/HEAD'), 'ref: refs/heads/main\n');
  const before = folderDigest(root);
  const cases: [string, RegExp][] = [
    ['.', /it is the site folder or holds it/],
    ['..', /it is the site folder or holds it/],
    ['content', /it holds paths\.\w+ \(content\/\w+\)/],
    ['content/docs', /it holds paths\.docs/],
    ['content/docs/out', /it lies inside paths\.docs/],
    ['content/static', /it holds paths\.static/],
    ['.git', /it holds \.git/],
    ['site.config.ts', /it holds site\.config\.ts/],
  ];
  for (const [out, why] of cases) {
    const writer = new FileSystemWriter(path.resolve(root, out));
    await assert.rejects(build({ root, logger: silentLogger, writer, workers: 0 }), (error: unknown) => {
      assert.ok(error instanceof UsageError, `--out ${out}: ${String(error)}`);
      assert.match(error.message, /refusing to use .* as the output folder/, `--out ${out}`);
      assert.match(error.message, why, `--out ${out}`);
      assert.match(error.hint ?? '', /choose a folder of its own/);
      return true;
    });
  }
  assert.deepEqual(folderDigest(root), before, 'not one source file changed');
  assert.deepEqual(leftovers(root), []);
  assert.deepEqual(
    leftovers(path.dirname(root)).filter((n) => n.startsWith(`.${path.basename(root)}.`)),
    [],
  );
});

test("--out that is a Docusaurus site's second static folder is refused", async () => {
  // react-native-paper (f4a18d3b8): `staticDirectories: ['public', 'static']`.
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-test-'));
  temps.push(root);
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'static'));
  writeFileSync(
    path.join(root, 'docusaurus.config.js'),
    `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      staticDirectories: ['public', 'static'], presets: [['classic', {}]] };\n`,
  );
  writeFileSync(path.join(root, 'docs/a.md'), '# A\n');
  writeFileSync(path.join(root, 'static/robots.txt'), 'User-agent: *\n');
  const before = folderDigest(root);
  const writer = new FileSystemWriter(path.resolve(root, 'static'));
  await assert.rejects(
    build({ root, logger: silentLogger, writer, workers: 0 }),
    /refusing to use .* as the output folder: it holds paths\.staticMore\.0 \(static\)/,
  );
  assert.deepEqual(folderDigest(root), before, 'not one source file changed');
});

test('the command exits 2 for a refused --out, and builds into a folder of its own', async () => {
  const root = await fixture(SITE);
  const r = sitegen(['build', '--root', root, '--out', '.']);
  assert.equal(r.code, 2, r.err);
  assert.match(r.err, /error refusing to use .* as the output folder: it is the site folder or holds it/);
  assert.doesNotMatch(r.err, /previous output was left/);
  assert.equal(sitegen(['build', '--root', root, '--out', 'dist']).code, 0);
  assert.ok(existsSync(path.join(root, 'dist/docs/a/index.html')));
});

test('a build that fails while rendering, on disk with render threads, leaves the previous output byte-identical', async () => {
  const root = await fixture({
    ...SITE,
    'content/pages/boom.tsx': 'export default function Boom() { return null; }\n',
  });
  const ok = sitegen(['build', '--root', root, '--workers', '2']);
  assert.equal(ok.code, 0, ok.err);
  const out = path.join(root, 'build');
  const before = folderDigest(out);
  assert.ok(Object.keys(before).includes('docs/a/index.html'));
  // The page renders without error until the component runs: the failure happens in a render thread, after
  // other pages were written into the temporary folder.
  writeFileSync(
    path.join(root, 'content/pages/boom.tsx'),
    "export default function Boom(): never { throw new Error('render fails on purpose'); }\n",
  );
  writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: A changed\n---\n\nChanged.\n');
  const bad = sitegen(['build', '--root', root, '--workers', '2']);
  assert.equal(bad.code, 1, bad.err);
  assert.match(bad.err, /render fails on purpose/);
  assert.deepEqual(folderDigest(out), before, 'the previous output is byte-identical');
  assert.deepEqual(leftovers(root), [], 'no temporary folder is left');
});

test('Ctrl+C during a build removes its temporary folder and keeps the previous output', async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-sigint-'));
  temps.push(parent);
  const out = path.join(parent, 'build');
  mkdirSync(out);
  writeFileSync(path.join(out, 'previous.txt'), 'the previous output\n');
  // Enough pages to be interrupted while the render threads write them.
  const pages = Object.fromEntries(
    Array.from({ length: 1500 }, (_, i) => [
      `content/docs/page-${i}.md`,
      `# Page ${i}\n\n${'Some words to render. '.repeat(40)}\n`,
    ]),
  );
  const root = await fixture(pages);
  const child = spawn(process.execPath, [BIN, 'build', '--root', root, '--out', out], {
    stdio: 'ignore',
    env: { ...process.env, CI: '1' },
  });
  const temp = path.join(parent, `.build.tmp-${child.pid}`);
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  for (let i = 0; i < 3000 && !(existsSync(temp) && readdirSync(temp).length > 0); i++)
    await new Promise((r) => setTimeout(r, 10));
  assert.ok(existsSync(temp), 'the build started writing');
  child.kill('SIGINT');
  assert.equal(await exited, 'SIGINT', 'the process ends as killed by the signal');
  assert.deepEqual(leftovers(parent), [], 'the temporary folder is removed');
  assert.deepEqual(readdirSync(out), ['previous.txt']);
});

test('the next build removes what killed builds left, and puts back an output a build killed mid-swap moved aside', async () => {
  const root = await fixture(SITE);
  const dead = deadPid();
  mkdirSync(path.join(root, `.build.tmp-${dead}/docs`), { recursive: true });
  writeFileSync(path.join(root, `.build.tmp-${dead}/docs/big.bin`), Buffer.alloc(1024));
  // Killed between the two renames of its swap: the previous output waits at .build.old-<pid>.
  mkdirSync(path.join(root, `.build.old-${dead}`));
  writeFileSync(path.join(root, `.build.old-${dead}/previous.txt`), 'previous\n');
  // A build of a process that is still running is left alone.
  mkdirSync(path.join(root, `.build.tmp-${process.pid}`));
  writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: [unclosed\n---\n');
  const failed = sitegen(['build', '--root', root]);
  assert.equal(failed.code, 1);
  assert.deepEqual(readdirSync(path.join(root, 'build')), ['previous.txt'], 'the output moved aside is back in place');
  assert.deepEqual(leftovers(root), [`.build.tmp-${process.pid}`]);
  writeFileSync(path.join(root, 'content/docs/a.md'), '# A\n');
  assert.equal(sitegen(['build', '--root', root]).code, 0);
  assert.ok(existsSync(path.join(root, 'build/docs/a/index.html')));
});
