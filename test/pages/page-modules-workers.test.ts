/**
 * Page modules in render worker threads, through the compiled CLI (tests import the TypeScript sources, which
 * render in one thread): the workers import the bundled modules, share React with the renderer (hooks, context)
 * and report a failing page with its route, file and error chain.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

/** Enough Markdown pages that the build uses workers (it renders small sites in one thread). */
function manyPages(): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: 80 }, (_, i) => [
      `content/pages/notes/n${i}.md`,
      `---\ntitle: Note ${i}\n---\n\nText ${i}.\n`,
    ]),
  );
}

const PAGE = `import { useState } from 'react';
import { usePageData, type PageData } from 'sitegen/page';
function Title() { const [n] = useState(3); const { site, locale } = usePageData(); return <h1>{site.title} {locale.code} {n}</h1>; }
export default function Hooks(_: PageData) { return <Title />; }
`;

function build(root: string) {
  return spawnSync(process.execPath, [BIN, 'build', '--root', root, '--workers', '2'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
}

test('page modules render in worker threads with hooks and page data', async () => {
  const root = await writeFixture({ ...manyPages(), 'content/pages/hooks.tsx': PAGE });
  roots.push(root);
  const r = build(root);
  assert.equal(r.status, 0, r.stderr);
  // The workers are really used: a worker file the compiled CLI cannot find would quietly render in one thread.
  assert.match(r.stdout + r.stderr, /render +\d+ pages, 2 threads/);
  assert.match(readFileSync(path.join(root, 'build/hooks/index.html'), 'utf8'), /<h1>Fixture en 3<\/h1>/);
});

test('a page that throws in a worker stops the build naming the route, the file, its line, the error chain and the fix', async () => {
  const root = await writeFixture({
    ...manyPages(),
    'content/pages/broken.tsx': `export default function Broken() { throw new Error('the governance data is incomplete', { cause: new Error('group "api" has no members') }); }\n`,
  });
  roots.push(root);
  const r = build(root);
  assert.equal(r.status, 1);
  assert.match(
    r.stderr,
    /error rendering \/broken \(.*content\/pages\/broken\.tsx\) failed\n {2}at .*content\/pages\/broken\.tsx:1\n {2}caused by: the governance data is incomplete\n {2}caused by: group "api" has no members\n {2}fix: fix the error in the "caused by" lines/,
  );
});
