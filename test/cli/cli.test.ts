import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import fg from 'fast-glob';
import { writeFixture } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';

const BIN = path.resolve('bin/sitegen.mjs');
const roots: string[] = [];
after(async () => {
  const { rm } = await import('node:fs/promises');
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })));
});

function sitegen(args: string[], cwd = process.cwd()) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function fixture(files: Record<string, string>) {
  const root = await writeFixture(files);
  roots.push(root);
  return root;
}

test('--version prints the package version; help lists commands and examples', () => {
  const version = sitegen(['--version']);
  assert.equal(version.code, 0);
  assert.equal(version.out.trim(), JSON.parse(readFileSync('package.json', 'utf8')).version);
  const help = sitegen(['build', '--help']);
  assert.equal(help.code, 0);
  assert.match(help.out, /--out <dir>/);
  assert.match(help.out, /Examples:\n\s+\$ sitegen build/);
});

test('a usage error exits with 2', () => {
  const r = sitegen(['build', '--no-such-flag']);
  assert.equal(r.code, 2);
  assert.match(r.err, /unknown option '--no-such-flag'/);
});

test('an option value that is not a number, or out of range, is a usage error naming the option', () => {
  for (const [args, expected] of [
    [
      ['build', '--workers', 'abc'],
      /option '--workers <n>' argument 'abc' is invalid\. It must be a whole number from 0 to 256/,
    ],
    [
      ['build', '--time-limit', 'soon'],
      /option '--time-limit <seconds>' argument 'soon' is invalid\. It must be a number of seconds above 0/,
    ],
    [
      ['dev', '--port', '80000'],
      /option '--port <n>' argument '80000' is invalid\. It must be a whole number from 0 to 65535/,
    ],
  ] as const) {
    const r = sitegen([...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, expected);
  }
});

test('a --root that names no folder is a usage error saying so, for every command', async () => {
  const missing = path.join(await fixture({}), 'no-such-site');
  for (const command of ['build', 'dev', 'check', 'migrate', 'write-translations']) {
    const r = sitegen([command, '--root', missing]);
    assert.equal(r.code, 2, command);
    assert.match(r.err, /argument '.*no-such-site' is invalid\. There is no folder at .*no-such-site/, command);
  }
  const file = path.join(await fixture({}), 'site.config.ts');
  const r = sitegen(['build', '--root', file]);
  assert.equal(r.code, 2);
  assert.match(r.err, /site\.config\.ts is a file: give the folder that holds it/);
});

test('build exits 0, and a failed build exits 1 with a readable error and leaves the previous output untouched', async () => {
  const root = await fixture({ 'content/docs/a.md': '---\ntitle: A\n---\nHello\n' });
  const ok = sitegen(['build', '--root', root]);
  assert.equal(ok.code, 0, ok.err);
  assert.match(ok.err, /built \d+ pages in 1 locale in/);
  const before = folderDigest(path.join(root, 'build'));
  writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: [unclosed\n---\nHello\n');
  const bad = sitegen(['build', '--root', root]);
  assert.equal(bad.code, 1);
  assert.match(bad.err, /error front matter is not valid YAML/);
  assert.match(bad.err, /content\/docs\/a\.md:2/);
  assert.match(bad.err, /> 2 \| title: \[unclosed/, 'a code frame');
  assert.doesNotMatch(bad.err, /at async|node:internal/, 'no stack trace for a content mistake');
  assert.match(bad.err, /previous output was left as it was/);
  assert.deepEqual(folderDigest(path.join(root, 'build')), before);
  const leftovers = await fg('.build.tmp-*', { cwd: root, dot: true, onlyDirectories: true });
  assert.deepEqual(leftovers, [], 'the temporary folder is removed');
});

test('two builds of the same input are byte-identical', async () => {
  const root = await fixture({
    'content/sidebars.js': `module.exports = { docs: ['a', 'b'] };`,
    'content/docs/a.md': '---\ntitle: A\n---\n\n## Code\n\n```js title="x.js"\nconst a = 1;\n```\n',
    'content/docs/b.md': '# B\n\n![logo](./logo.svg)\n',
    'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  assert.equal(sitegen(['build', '--root', root, '--out', 'one']).code, 0);
  assert.equal(sitegen(['build', '--root', root, '--out', 'two', '--workers', '2']).code, 0);
  const [one, two] = await Promise.all([folderDigest(path.join(root, 'one')), folderDigest(path.join(root, 'two'))]);
  assert.ok(Object.keys(one).length > 4);
  assert.deepEqual(one, two);
});

test('build --profile writes a CPU profile of the main thread, one per render thread and the search thread beside it', async () => {
  const root = await fixture({
    'content/sidebars.js': `module.exports = { docs: ['a'] };`,
    'content/docs/a.md': '# A\n',
  });
  // Into a folder that does not exist yet: it is made.
  const file = path.join(root, 'profiles', 'run.cpuprofile');
  // Without the build cache, the search index is built on its own thread. Three threads render: this one and two
  // render threads.
  const r = sitegen(['build', '--root', root, '--workers', '3', '--no-cache', '--profile', file]);
  assert.equal(r.code, 0, r.err);
  for (const name of [
    'run.cpuprofile',
    'run.render-1.cpuprofile',
    'run.render-2.cpuprofile',
    'run.search.cpuprofile',
  ]) {
    const profile = JSON.parse(readFileSync(path.join(root, 'profiles', name), 'utf8')) as { nodes: unknown[] };
    assert.ok(profile.nodes.length > 0, `${name} holds samples`);
  }
});

test('a page module that throws while rendering in the main thread is named with its source line', async () => {
  // The CLI loads its own modules without source maps (they cost every start); site code must still get them.
  const root = await fixture({
    'content/pages/broken.tsx': `const title = 'broken';\n\nexport default function Broken() {\n  throw new Error(title + ' on line 4');\n}\n`,
  });
  const r = sitegen(['build', '--root', root, '--workers', '0']);
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /error rendering \/broken \(.*content\/pages\/broken\.tsx\) failed\n {2}at .*broken\.tsx:4\n/);
});

test('a failed build of a Docusaurus site prints what of its config is not honoured before the error', async () => {
  const { mkdtemp, mkdir } = await import('node:fs/promises');
  const os = await import('node:os');
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-cli-'));
  roots.push(root);
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], plugins: ['docusaurus-plugin-unknown'] };\n`,
    'docs/intro.md': '# Intro\n\nimport Missing from "./missing-component";\n\n<Missing />\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const r = sitegen(['build', '--root', root]);
  assert.equal(r.code, 1);
  const ignored = r.err.search(/not honoured:\n\s+- plugins: docusaurus-plugin-unknown/);
  const error = r.err.search(/^error /m);
  assert.ok(ignored >= 0, `the ignored settings are printed:\n${r.err}`);
  assert.ok(ignored < error, `before the error:\n${r.err}`);
});
