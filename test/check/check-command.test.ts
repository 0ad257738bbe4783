import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeLinkProblems } from './check-fixture.js';

const BIN = path.resolve('bin/sitegen.mjs');
let root: string;
before(async () => {
  root = await writeLinkProblems();
});
after(() => rm(root, { recursive: true, force: true }));

function sitegen(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args, '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const REPORT = `content/docs/a.md
  content/docs/a.md:5:15  Markdown file not found  (./missing.md)
  content/docs/a.md:5:40  page not found: /docs/nope  (/docs/nope)
  content/docs/a.md:7:16  anchor not found: #nope on /docs/b  (./b.md#nope)
  content/docs/a.md:7:37  anchor not found on this page: #nowhere  (#nowhere)
  content/docs/a.md:9:9  image not found  (./img/gone.png)
  content/docs/a.md:9:39  file not found  (./files/gone.zip)
  content/docs/a.md:11:24  page not in this locale: /docs/only-de exists only in de (in en)  (./only-de.md)
content/docs/c.md
  content/docs/c.md  content/docs/c.md and content/docs/a.md both claim the URL /docs/a; the first one is used  (/docs/a)
content/docs/d.md
  content/docs/d.md  hreflang alternate without a page: /de/docs/d  (/de/docs/d)
content/i18n/de/docs/d.md
  content/i18n/de/docs/d.md  hreflang alternate without a page: /docs/dee  (/docs/dee)
site.config.ts
  site.config.ts:1:122  page not found: /nowhere  (/nowhere)
11 warnings in 5 files
`;

test('check prints every problem grouped by file, then one count line, and exits 0', () => {
  const r = sitegen(['check']);
  assert.equal(r.out, REPORT);
  assert.equal(r.code, 0, r.err);
});

test('--strict exits 1 when there is a warning; --ignore silences links by pattern, in the source or resolved', () => {
  assert.equal(sitegen(['check', '--strict']).code, 1);
  const ignored = sitegen([
    'check',
    '--ignore',
    '^/docs/nope$',
    '--ignore',
    'missing\\.md',
    '--ignore',
    '^/docs/only-de',
  ]);
  assert.doesNotMatch(ignored.out, /\(\/docs\/nope\)|missing\.md|only-de/);
  assert.match(ignored.out, /^8 warnings in 5 files$/m);
});

test('--json prints a stable report with per-code counts; --external counts hosts without fetching', () => {
  const r = sitegen(['check', '--json', '--external']);
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out);
  assert.deepEqual(Object.keys(report), ['version', 'summary', 'warnings', 'links', 'external']);
  assert.equal(report.version, 1);
  // Markdown links and images of a.md and b.md (external ones are counted under `external`), the navbar link.
  assert.deepEqual(report.links, { checked: 11, byKind: { image: 2, markdown: 8, navbar: 1 } });
  assert.deepEqual(report.summary, {
    warnings: 11,
    files: 5,
    byCode: {
      'broken-link': 3,
      'broken-anchor': 2,
      'missing-image': 1,
      'missing-file': 1,
      'missing-locale-page': 1,
      'duplicate-route': 1,
      'hreflang-without-page': 2,
    },
  });
  assert.deepEqual(report.warnings[0], {
    code: 'broken-link',
    file: 'content/docs/a.md',
    line: 5,
    column: 15,
    message: 'Markdown file not found',
    link: './missing.md',
  });
  assert.deepEqual(report.warnings.at(-1), {
    code: 'broken-link',
    file: 'site.config.ts',
    line: 1,
    column: 122,
    message: 'page not found: /nowhere',
    link: '/nowhere',
  });
  assert.deepEqual(report.warnings[7], {
    code: 'duplicate-route',
    file: 'content/docs/c.md',
    line: null,
    column: null,
    message: 'content/docs/c.md and content/docs/a.md both claim the URL /docs/a; the first one is used',
    link: '/docs/a',
  });
  assert.deepEqual(report.external, {
    links: 3,
    hosts: 2,
    byHost: [
      { host: 'github.com', count: 2 },
      { host: 'www.npmjs.com', count: 1 },
    ],
  });
});

test('build prints the same warnings as check', () => {
  const r = sitegen(['build', '--out', path.join(root, 'out')]);
  assert.equal(r.code, 0, r.err);
  const printed = r.err.split('\n').filter((l) => l.startsWith('  content/') || l.startsWith('  site.config.ts'));
  const expected = REPORT.split('\n').filter((l) => l.startsWith('  '));
  assert.deepEqual(printed, expected);
  assert.match(r.err, /^warn 11 warnings in 5 files$/m);
});

test('an invalid ignore pattern is an error that names it', () => {
  const r = sitegen(['check', '--ignore', '(']);
  assert.equal(r.code, 1);
  assert.match(r.err, /link ignore pattern "\(" is not a regular expression/);
});
