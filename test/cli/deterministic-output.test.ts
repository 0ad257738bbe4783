/**
 * Output does not depend on where things are: the same site built from another working folder, from a copy of
 * the site in another folder, and by a copy of sitegen's checkout in another folder is byte-identical.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

function build(checkout: string, root: string, out: string, cwd: string): void {
  const r = spawnSync(
    process.execPath,
    [path.join(checkout, 'bin/sitegen.mjs'), 'build', '--root', root, '--out', out],
    { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } },
  );
  assert.equal(r.status, 0, r.stderr);
}

/** A copy of sitegen's checkout: sources copied, node_modules hard-linked (same files, another folder) but its cache. */
function copyCheckout(to: string): void {
  for (const name of ['bin', 'scripts', 'src', 'templates', 'client', 'package.json', 'tsconfig.json'])
    cpSync(name, path.join(to, name), { recursive: true });
  mkdirSync(path.join(to, 'node_modules'));
  const packages = readdirSync('node_modules').filter((name) => name !== '.cache');
  const r = spawnSync('cp', [
    '-al',
    ...packages.map((name) => path.join('node_modules', name)),
    path.join(to, 'node_modules'),
  ]);
  assert.equal(r.status, 0, String(r.stderr));
}

test('the same site built from another cwd, another site folder and another checkout is byte-identical', async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-where-'));
  temps.push(parent);
  const site = await writeFixture({
    'content/sidebars.js': `module.exports = { docs: ['a', 'b'] };`,
    'content/docs/a.md':
      '---\ntitle: A\n---\n\n## Code\n\n```js title="x.js"\nconst a = 1;\n```\n\n<Tabs>\n<TabItem value="x" label="X">\n\nX.\n\n</TabItem>\n</Tabs>\n',
    'content/docs/b.md': '# B\n\n![logo](./logo.svg)\n',
    'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/pages/hello.tsx':
      "import { usePageData } from 'sitegen/page';\nexport default function Hello() { const { site } = usePageData(); return <p>Hello from {site.title}</p>; }\n",
  });
  temps.push(site);
  const movedSite = path.join(parent, 'elsewhere/site');
  cpSync(site, movedSite, { recursive: true, preserveTimestamps: true });
  // On node_modules' filesystem, whose files it hard-links (the temp folder may be a tmpfs); not inside it, where
  // sitegen would take itself for an installed package.
  mkdirSync('.sitegen', { recursive: true });
  const checkout = await mkdtemp(path.resolve('.sitegen/test-checkout-'));
  temps.push(checkout);
  copyCheckout(checkout);
  build(process.cwd(), site, path.join(parent, 'one'), process.cwd());
  build(process.cwd(), site, path.join(parent, 'two'), os.tmpdir());
  build(checkout, movedSite, path.join(parent, 'three'), movedSite);
  const one = folderDigest(path.join(parent, 'one'));
  assert.ok(
    Object.keys(one).some((f) => /^assets\/chunk\./.test(f)),
    'the client has chunks',
  );
  assert.deepEqual(folderDigest(path.join(parent, 'two')), one, 'another working folder');
  assert.deepEqual(folderDigest(path.join(parent, 'three')), one, 'another site folder and another checkout');
});
