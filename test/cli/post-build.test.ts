/**
 * A Docusaurus plugin's `postBuild` runs once a locale's pages are written, with that locale's folder of the new
 * output as `outDir`, its routes' paths and the plugin's content, before the new output replaces the previous one:
 * what it writes there is part of the output, and a plugin that throws stops the build, named, with the previous
 * output left as it was. Through the compiled CLI: the build writes a folder (tests' builds write to memory).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

const PLUGIN = (body: string) => `const fs = require('fs');
const path = require('path');
module.exports = function report(context) {
  return {
    name: 'report',
    async loadContent() { return { pages: 2 }; },
    async postBuild({ outDir, routesPaths, content, baseUrl }) {
      ${body}
    },
  };
};
`;

const WRITE_REPORT = `const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      fs.writeFileSync(path.join(outDir, 'report.json'), JSON.stringify({
        routesPaths, content, baseUrl, homeTitle: /<title>([^<]*)/.exec(home)[1],
      }));`;

async function site(plugin: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-post-build-'));
  roots.push(root);
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', {}]], plugins: ['./plugins/report.js'] };\n`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/index.js': `import Layout from '@theme/Layout';\nexport default function H() { return <Layout title="Home"><p>Hi</p></Layout>; }\n`,
    'plugins/report.js': plugin,
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

const build = (root: string) =>
  spawnSync(process.execPath, [BIN, 'build', '--root', root, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });

test("postBuild runs per locale in the new output's folder, with its routes and the plugin's content", async () => {
  const root = await site(PLUGIN(WRITE_REPORT));
  const r = build(root);
  assert.equal(r.status, 0, r.stderr);
  const report = (file: string) => JSON.parse(readFileSync(path.join(root, 'build', file), 'utf8'));
  const en = report('report.json');
  assert.equal(en.homeTitle, 'Home | Dino', 'the pages are written when it runs');
  assert.deepEqual(en.content, { pages: 2 });
  assert.equal(en.baseUrl, '/');
  assert.ok(en.routesPaths.includes('/docs/intro') && en.routesPaths.includes('/'), en.routesPaths.join(' '));
  const fr = report('fr/report.json');
  assert.equal(fr.baseUrl, '/fr/');
  assert.ok(fr.routesPaths.includes('/fr/docs/intro'), fr.routesPaths.join(' '));
  assert.doesNotMatch(r.stdout + r.stderr, /postBuild is not run/);
});

test('a postBuild that throws stops the build, naming the plugin, and leaves the previous output', async () => {
  const root = await site(PLUGIN(WRITE_REPORT));
  assert.equal(build(root).status, 0);
  await writeFile(path.join(root, 'plugins/report.js'), PLUGIN(`throw new Error('the report server is down');`));
  const r = build(root);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /the plugin "plugins\/report\.js" \(.*\) throws in postBuild: the report server is down/);
  assert.match(r.stderr, /previous output was left as it was/);
  assert.equal(JSON.parse(readFileSync(path.join(root, 'build/report.json'), 'utf8')).homeTitle, 'Home | Dino');
});

test('what a postBuild writes without awaiting it (react-navigation writes its redirects so) is in the output', async () => {
  // Each route's file is written by an async callback of forEach that nobody awaits: Docusaurus's process keeps
  // running until the writes end, into its output.
  const root = await site(
    PLUGIN(`routesPaths.forEach(async (route) => {
        const dir = path.join(outDir, 'redirect', route);
        await fs.promises.mkdir(dir, { recursive: true });
        await new Promise((resolve) => setImmediate(resolve));
        await fs.promises.writeFile(path.join(dir, 'index.html'), 'to ' + route);
      });`),
  );
  const r = build(root);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(readFileSync(path.join(root, 'build/redirect/docs/intro/index.html'), 'utf8'), 'to /docs/intro');
  assert.equal(
    readFileSync(path.join(root, 'build/fr/redirect/fr/docs/intro/index.html'), 'utf8'),
    'to /fr/docs/intro',
  );
  const beside = (await readdir(root)).filter((name) => name.includes('.tmp'));
  assert.deepEqual(beside, [], 'no folder of the build is left behind');
});
