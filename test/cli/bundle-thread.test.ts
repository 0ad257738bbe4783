/**
 * The early bundles on their own thread (src/site/bundle-thread.ts), through the compiled CLI: tests import the
 * TypeScript sources, which make the bundles on the build's thread. A build without the cache, or whose cache has
 * no bundles yet, makes them on the thread (its profile proves it), with the same output as a warm build that reads
 * them on the build's thread; page code that
 * imports Markdown gets it rendered by the build's thread, and the site's CSS run through the PostCSS plugins of
 * its `configurePostCss` (which stay there); errors name the file, as on the build's thread.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { folderDigest } from '../helpers/folder-digest.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

// A function in the config (editUrl): the thread gets the config without it.
const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { editUrl: ({ docPath }) => 'https://github.com/dino/edit/' + docPath } }]],
};
`;

const PAGE = [
  `import Layout from '@theme/Layout';`,
  `import Feature from '@site/src/components/Feature';`,
  `import Table from './_table.md';`,
  `import styles from './index.module.css';`,
  `export default function Home() {`,
  `  return <Layout title="Home"><main className={styles.hero}><Feature /><Table /></main></Layout>;`,
  `}`,
].join('\n');

async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bundle-thread-'));
  roots.push(root);
  const all = { 'docusaurus.config.js': CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n', ...files };
  for (const [name, content] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

function sitegen(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
}

test('the bundle thread makes the bundles of a build without them cached, which a warm build reads here', async () => {
  const root = await site({
    'src/pages/index.js': PAGE,
    'src/pages/_table.md': '---\ntitle: Table\n---\n\n| v | date |\n|---|---|\n| 1.0 | today |\n',
    'src/pages/index.module.css': '.hero { color: teal; }\n',
    'src/components/Feature.js': `export default function Feature() { return <p id="feature">Feature</p>; }\n`,
  });
  /** A build with a profile; whether the bundle thread wrote its own beside it (the bundles were made there). */
  const built = (name: string, args: string[]) => {
    const profile = path.join(root, 'profiles', `${name}.cpuprofile`);
    const result = sitegen(['build', '--root', root, '--out', name, '--profile', profile, ...args]);
    assert.equal(result.status, 0, result.stderr);
    return { stderr: result.stderr, thread: existsSync(path.join(root, 'profiles', `${name}.bundle.cpuprofile`)) };
  };
  assert.equal(built('thread', ['--no-cache']).thread, true, 'without the cache, the bundle thread ran');
  const home = readFileSync(path.join(root, 'thread/index.html'), 'utf8');
  assert.match(home, /<td>1.0<\/td>/, 'the imported Markdown is rendered');
  assert.match(home, /id="feature"/);
  // A first build with the cache: nothing to read there, the thread makes the bundles, and they are written to it.
  assert.equal(built('first', []).thread, true, 'with an empty cache, the bundle thread ran');
  // A warm build reads them here, without a thread: the same files, byte for byte.
  const warm = built('warm', []);
  assert.equal(warm.thread, false, 'a warm build starts no bundle thread');
  assert.match(warm.stderr, /bundle +\d+ assets, from the cache/);
  for (const name of ['first', 'warm'])
    assert.deepEqual(folderDigest(path.join(root, name)), folderDigest(path.join(root, 'thread')), name);
});

test('on the bundle thread, a page module that does not compile is named with its file and line', async () => {
  const root = await site({
    'src/pages/index.js': `export default function Home() {\n  const x = ;\n  return <main>{x}</main>;\n}\n`,
  });
  const r = sitegen(['build', '--root', root, '--no-cache']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /error a page module does not compile/);
  assert.match(r.stderr, /src\/pages\/index\.js:2/);
});

test('on the bundle thread, a Docusaurus module sitegen lacks is named with the file importing it', async () => {
  const root = await site({
    'src/pages/x.js': `import SkipToContent from '@theme/SkipToContent';\nexport default function X() { return <SkipToContent />; }\n`,
  });
  const r = sitegen(['build', '--root', root, '--no-cache']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /sitegen does not provide @theme\/SkipToContent \(imported by src\/pages\/x\.js\)/);
  assert.match(r.stderr, /src\/pages\/x\.js:1/);
});

test('on the bundle thread, a Markdown file page code imports that does not render is an error naming it', async () => {
  const root = await site({
    'src/pages/index.js': `import T from './_t.md';\nexport default function Home() { return <T />; }\n`,
    'src/pages/_t.md': '---\ntitle: [unclosed\n---\n\nText.\n',
  });
  const r = sitegen(['build', '--root', root, '--no-cache']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /a page module does not compile: front matter is not valid YAML/);
  assert.match(r.stderr, /\n {2}at .*src\/pages\/_t\.md:2/);
});

test('when parse finds islands the guess lacked, one after another, the bundle thread makes the client bundle again, as here', async () => {
  const counter = (name: string) =>
    `'use client';\nimport { useState } from 'react';\nexport default function ${name}() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; }\n`;
  // The guess before parse has no island: the first island parse finds makes a client bundle again during parse,
  // and the second makes that one wrong, so it is made once more. (One island alone is the first half of this.)
  const root = await site({
    'docs/intro.md': `# Intro\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter />\n`,
    'docs/later.md': `# Later\n\nimport Ticker from '@site/src/components/Ticker';\n\n<Ticker />\n`,
    'src/components/Counter.js': counter('Counter'),
    'src/components/Ticker.js': counter('Ticker'),
  });
  const thread = sitegen(['build', '--root', root, '--no-cache', '--out', 'thread']);
  assert.equal(thread.status, 0, thread.stderr);
  const assets = readdirSync(path.join(root, 'thread/assets'));
  for (const name of ['Counter', 'Ticker'])
    assert.ok(
      assets.some((f) => f.startsWith(`island-${name}.`)),
      `${name} is in the client bundle`,
    );
  const here = sitegen(['build', '--root', root, '--out', 'here']);
  assert.equal(here.status, 0, here.stderr);
  assert.deepEqual(folderDigest(path.join(root, 'thread')), folderDigest(path.join(root, 'here')));
});

/** A site whose plugin's configurePostCss adds a PostCSS plugin (`@brand;` -> a colour), with postcss installed. */
async function postCssSite(postCssPlugin: string): Promise<string> {
  const root = await site({
    'docusaurus.config.js': CONFIG.replace("title: 'Dino',", "title: 'Dino', plugins: ['./plugins/brand'],"),
    'plugins/brand.js': `module.exports = () => ({ name: 'brand', configurePostCss(o) { o.plugins.push(require('./postcss-brand')); return o; } });\n`,
    'plugins/postcss-brand.js': postCssPlugin,
    'src/pages/index.js': `import styles from './index.module.css';\nexport default function Home() { return <main className={styles.hero}>Home</main>; }\n`,
    'src/pages/index.module.css': '.hero { @brand; }\n',
  });
  const postcss = path.dirname(createRequire(import.meta.url).resolve('postcss/package.json'));
  await mkdir(path.join(root, 'node_modules'));
  await symlink(postcss, path.join(root, 'node_modules/postcss'));
  return root;
}

test("on the bundle thread, the site's CSS goes through its configurePostCss plugins, as here", async () => {
  const root = await postCssSite(
    `module.exports = { postcssPlugin: 'brand', AtRule: { brand: (r, { Declaration }) => r.replaceWith(new Declaration({ prop: 'color', value: 'rebeccapurple' })) } };\n`,
  );
  const thread = sitegen(['build', '--root', root, '--no-cache', '--out', 'thread']);
  assert.equal(thread.status, 0, thread.stderr);
  const assets = path.join(root, 'thread/assets');
  const css = readFileSync(
    path.join(
      assets,
      readdirSync(assets).find((f) => /^site\..*\.css$/.test(f))!,
    ),
    'utf8',
  );
  // Minified, rebeccapurple is #639.
  assert.match(css, /\.index_hero_\w+\s*\{\s*color:\s*(?:rebeccapurple|#639);?\s*\}/);
  const here = sitegen(['build', '--root', root, '--out', 'here']);
  assert.equal(here.status, 0, here.stderr);
  assert.deepEqual(folderDigest(path.join(root, 'thread')), folderDigest(path.join(root, 'here')));
});

test("on the bundle thread, a PostCSS plugin's error names the stylesheet", async () => {
  const root = await postCssSite(
    `module.exports = { postcssPlugin: 'brand', AtRule: { brand: (r) => { throw r.error('no brand here'); } } };\n`,
  );
  const r = sitegen(['build', '--root', root, '--no-cache']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /error the PostCSS plugins of configurePostCss \(brand\) fail on a rule: no brand here/);
  assert.match(r.stderr, /\n {2}at .*src\/pages\/index\.module\.css\n/);
});
