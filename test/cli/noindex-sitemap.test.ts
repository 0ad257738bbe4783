/**
 * A React page whose `<Head>` says noindex is left out of the sitemap, as Docusaurus's sitemap plugin leaves it
 * out, wherever the page was rendered: through the compiled CLI, in a render thread or the build's thread (tests
 * import the TypeScript sources, which render in the build's thread only), and from the page cache.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

const PAGE = (name: string, head: string) =>
  `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\n` +
  `export default function P() { return <Layout title="${name}"><Head>${head}</Head><p>${name}</p></Layout>; }\n`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  // Several pages of each kind, so that both threads render some of them.
  ...Object.fromEntries(
    ['a', 'b', 'c', 'd'].flatMap((n) => [
      [`src/pages/draft-${n}.js`, PAGE(`Draft ${n}`, '<meta name="robots" content="noindex, nofollow" />')],
      [`src/pages/open-${n}.js`, PAGE(`Open ${n}`, '<meta name="keywords" content="dino" />')],
    ]),
  ),
};

test('React pages whose <Head> says noindex stay out of every sitemap, rendered or from the page cache', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-noindex-'));
  roots.push(root);
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  const builds = [['--no-cache'], [], []].map((flags, i) => {
    const out = `out-${i}`;
    const r = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--workers', '2', ...flags], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    assert.equal(r.status, 0, r.stderr);
    return { out, log: r.stdout + r.stderr };
  });
  assert.match(builds[2].log, /from the cache/, 'the last build takes pages from the page cache');
  for (const { out } of builds)
    for (const [sitemap, prefix] of [
      ['sitemap.xml', ''],
      ['fr/sitemap.xml', '/fr'],
    ]) {
      const xml = readFileSync(path.join(root, out, sitemap), 'utf8');
      for (const n of ['a', 'b', 'c', 'd']) {
        assert.doesNotMatch(xml, new RegExp(`/draft-${n}<`), `${out}/${sitemap}: /draft-${n}`);
        assert.match(xml, new RegExp(`<loc>https://dino.example${prefix}/open-${n}</loc>`), `${out}/${sitemap}`);
      }
    }
});
