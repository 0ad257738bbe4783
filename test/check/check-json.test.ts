/**
 * `check --json` prints valid JSON on stdout in every case: a site that does not build gives an `error` object
 * with file, line and message; what site code prints (a page's console.log) goes to stderr.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve('bin/sitegen.mjs');
const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

async function checkJson(files: Record<string, string>, workers: string) {
  const root = await writeFixture(files);
  roots.push(root);
  const r = spawnSync(process.execPath, [BIN, 'check', '--json', '--root', root, '--workers', workers], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  return { code: r.status, json: JSON.parse(r.stdout), err: r.stderr };
}

test('a site that does not build: an error object with file, line and message, exit 1', async () => {
  const { code, json, err } = await checkJson({ 'content/docs/a.md': '---\ntitle: A\n\nNever closed.\n' }, '1');
  assert.equal(code, 1);
  assert.equal(json.version, 1);
  assert.deepEqual(json.warnings, []);
  assert.deepEqual(
    { ...json.error, hint: typeof json.error.hint },
    {
      message: 'the front matter block opened on line 1 never closes',
      file: 'content/docs/a.md',
      line: 1,
      column: null,
      hint: 'string',
    },
  );
  assert.match(
    err,
    /error the front matter block opened on line 1 never closes/,
    'the terminal still gets the readable error',
  );
});

test("a page module's console output goes to stderr, all of it, in this thread and in render threads", async () => {
  const files = {
    'content/home/README.md': '# Home\n',
    'content/docs/a.md': '# A\n\n[gone](./gone.md)\n',
    'content/pages/noisy.tsx':
      "export const meta = () => { console.log('noise from meta'); return { title: 'Noisy' }; };\nexport default function Noisy() { for (let i = 0; i < 2000; i++) console.log(`noise from render ${i}`); console.error('last words'); return <p>noisy</p>; }\n",
  };
  for (const workers of ['1', '2']) {
    const { code, json, err } = await checkJson(files, workers);
    assert.equal(code, 0);
    assert.equal(json.summary.warnings, 1, `workers ${workers}`);
    assert.equal(json.warnings[0].code, 'broken-link');
    // A render thread's output must not be lost when the thread ends right after posting its pages.
    assert.equal(err.match(/noise from render \d+/g)?.length, 2000, `workers ${workers}`);
    assert.match(err, /noise from render 1999\n/, `workers ${workers}`);
    assert.match(err, /last words/, `workers ${workers}`);
  }
});
