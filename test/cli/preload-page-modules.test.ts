/**
 * Render threads load the page modules while the build's thread parses (RenderPool.preloadPorts): the bundle
 * thread posts them the bundles as soon as they are made. Through the compiled CLI, since tests import the
 * TypeScript sources, which have no bundle thread.
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

test("a render thread has loaded the site's page modules before the parse is over", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-preload-'));
  roots.push(root);
  const flag = path.join(root, 'loaded-on-a-render-thread');
  // The page module leaves a mark when a render thread loads it. The site's Markdown plugin, which runs in the
  // parse, waits up to 10 s for that mark and writes into the page whether it came: a module first loaded when
  // pages render (after the parse) never comes in time.
  const files: Record<string, string> = {
    'site.config.mjs': `import { existsSync } from 'node:fs';
const FLAG = ${JSON.stringify(flag)};
let loaded;
function waitForFlag() {
  const sleep = new Int32Array(new SharedArrayBuffer(4));
  for (const end = Date.now() + 10000; !existsSync(FLAG) && Date.now() < end; ) Atomics.wait(sleep, 0, 0, 10);
  return existsSync(FLAG);
}
export default {
  title: 'Fixture',
  url: 'https://example.com',
  markdown: {
    plugins: [[(md) => {
      md.core.ruler.push('wait_for_page_module', () => void (loaded ??= waitForFlag()));
      md.renderer.rules.paragraph_open = () => '<p data-loaded="' + loaded + '">';
    }]],
  },
};
`,
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'content/pages/hello.tsx': `import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
if (!isMainThread) writeFileSync(${JSON.stringify(flag)}, '');
export default function Hello() {
  return <main>Hello</main>;
}
`,
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  const r = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--no-cache', '--workers', '2'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(path.join(root, 'build/hello/index.html'), 'utf8'), /<main>Hello<\/main>/);
  assert.match(readFileSync(path.join(root, 'build/docs/intro/index.html'), 'utf8'), /<p data-loaded="true">Hello/);
});
