/**
 * The build cache never changes what a build produces: a warm build (some bodies from the cache) gives the same
 * files and warnings as a build without the cache, after an edit to the page itself or to a page it links to;
 * an unreadable cache file is ignored with a warning; a failed build leaves the cache as it was; nothing is
 * written outside the site folder.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { CACHE_FOLDER } from '../../src/cache/cache-folder.js';
import { build, type BuildResult } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const SITE = {
  'content/sidebars.js': `module.exports = { docs: ['intro', 'guide', 'api/structures/point'] };`,
  'content/docs/intro.md':
    '---\ntitle: Intro\n---\n\nSee [the guide](./guide.md#setup) and [a point](./api/structures/point.md).\n\n![logo](./logo.svg)\n\n## Start\n\n```js\nconst a = 1;\n```\n',
  'content/docs/guide.md': '# Guide\n\nHow to.\n\n## Setup\n\nInstall it.\n',
  'content/docs/api/structures/point.md': '# Point Object\n\nA point on the screen.\n\n* `x` number\n',
  'content/docs/tabs.mdx':
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Tabs\n\n<Tabs>\n<TabItem value="a" label="A">\n\nA.\n\n</TabItem>\n</Tabs>\n',
  'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/blog/2024-01-02-hello.md':
    '---\ntitle: Hello\nauthors: []\n---\n\nA post about [the intro](../docs/intro.md).\n',
};

interface Built {
  result: BuildResult;
  /** Output path -> digest (copied files by their source's bytes). */
  files: Record<string, string>;
  warnings: string[];
  logged: string[];
}

async function buildSite(root: string, cache: boolean): Promise<Built> {
  const writer = new MemoryWriter();
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: (m) => logged.push(m), error() {}, progress() {} };
  const result = await build({ root, logger, writer, workers: 0, minify: false, cache });
  const sha = (b: string | Uint8Array) => createHash('sha256').update(b).digest('hex');
  const files: Record<string, string> = {};
  for (const [file, content] of writer.files) files[file] = sha(content);
  for (const [file, from] of writer.copies) files[file] = `copy:${sha(readFileSync(from))}`;
  const warnings = result.warnings.map((w) => `${w.code} ${w.message}`).sort();
  return { result, files, warnings, logged };
}

const hits = (b: Built) => parseInt(/(\d+) from the cache/.exec(b.logged.join('\n'))?.[1] ?? 'NaN', 10);

async function site(): Promise<string> {
  const root = await writeFixture(SITE);
  temps.push(root);
  return root;
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const abs = path.join(root, file);
  writeFileSync(abs, change(readFileSync(abs, 'utf8')));
}

function cacheFiles(root: string): Record<string, string> {
  const dir = path.join(root, CACHE_FOLDER);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(dir, f), readFileSync(f, 'utf8')]),
  );
}

/** A warm build and a build without the cache of the site as it is now: the same output and warnings. */
async function assertWarmIsCold(root: string): Promise<Built> {
  const warm = await buildSite(root, true);
  const cold = await buildSite(root, false);
  assert.deepEqual(warm.files, cold.files);
  assert.deepEqual(warm.warnings, cold.warnings);
  return warm;
}

test('a warm build after editing one doc reuses the others and equals a build without the cache', async () => {
  const root = await site();
  const first = await buildSite(root, true);
  assert.ok(Object.keys(cacheFiles(root)).length > 0, 'the first build writes the cache');
  const entries = first.result.parsed.entries.size;
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to.', 'How to, step by step.'));
  const warm = await assertWarmIsCold(root);
  // The MDX page imports only theme modules (sitegen's own): it is cached like the others.
  assert.equal(hits(warm), entries - 1);
  assert.match(warm.result.parsed.entries.get('doc:en:guide')!.html, /step by step/);
});

test('a page is rendered again when a page it links to moves, loses an anchor or changes its summary', async () => {
  const root = await site();
  await buildSite(root, true);
  edit(root, 'content/docs/guide.md', (t) => `---\nslug: /handbook\n---\n${t.replace('## Setup', '## Installing')}`);
  edit(root, 'content/docs/api/structures/point.md', (t) => t.replace('A point on the screen.', 'Two numbers.'));
  const warm = await assertWarmIsCold(root);
  const intro = warm.result.parsed.entries.get('doc:en:intro')!.html;
  assert.match(intro, /href="[^"]*\/docs\/handbook#setup"/);
  assert.match(intro, /title="Two numbers\."/);
  assert.ok(
    warm.warnings.some((w) => w.includes('#setup')),
    `the missing anchor is reported: ${warm.warnings.join('\n')}`,
  );
});

test('an image a cached page shows is copied again, under its new hash when it changed', async () => {
  const root = await site();
  await buildSite(root, true);
  writeFileSync(path.join(root, 'content/docs/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
  const warm = await assertWarmIsCold(root);
  assert.ok(Object.keys(warm.files).some((f) => f.startsWith('assets/images/logo-')));
});

test("a cached page shows a static image's new size: its URL stays the same, its width and height do not", async () => {
  const root = await site();
  const banner = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="50"/>`;
  mkdirSync(path.join(root, 'content/static/img'), { recursive: true });
  writeFileSync(path.join(root, 'content/static/img/banner.svg'), banner(200));
  edit(root, 'content/docs/guide.md', (t) => `${t}\n![banner](/img/banner.svg)\n`);
  const first = await buildSite(root, true);
  assert.match(
    first.result.parsed.entries.get('doc:en:guide')!.html,
    /src="\/img\/banner.svg"[^>]* width="200" height="50"/,
  );
  writeFileSync(path.join(root, 'content/static/img/banner.svg'), banner(300));
  const warm = await assertWarmIsCold(root);
  assert.match(
    warm.result.parsed.entries.get('doc:en:guide')!.html,
    /src="\/img\/banner.svg"[^>]* width="300" height="50"/,
  );
});

test('a corrupt or unreadable cache file is ignored with a warning and rewritten', async () => {
  const root = await site();
  const clean = await buildSite(root, false);
  await buildSite(root, true);
  const dir = path.join(root, CACHE_FOLDER);
  const shards = readdirSync(dir).filter((f) => f.endsWith('.json'));
  // One shard truncated, one whose entries were altered (its digest no longer matches), one not even text.
  const [a, b, c] = shards;
  writeFileSync(path.join(dir, a), readFileSync(path.join(dir, a), 'utf8').slice(0, 40));
  edit(root, path.join(CACHE_FOLDER, b), (t) => t.replace(/<p>/g, '<p class="x">'));
  if (c) writeFileSync(path.join(dir, c), Buffer.from([0xff, 0x00, 0xfe]));
  const warm = await buildSite(root, true);
  assert.deepEqual(warm.files, clean.files);
  assert.ok(warm.logged.some((m) => m.includes(`cache file ${path.join(CACHE_FOLDER, a)} is ignored`)));
  assert.ok(warm.logged.some((m) => m.includes(`${b} is ignored (its contents do not match their digest)`)));
  // Rewritten: the next build reads every shard without a warning.
  const again = await buildSite(root, true);
  assert.deepEqual(
    again.logged.filter((m) => m.includes('is ignored')),
    [],
  );
  assert.equal(hits(again), again.result.parsed.entries.size);
});

test('a failed build leaves the cache as it was', async () => {
  const root = await site();
  await buildSite(root, true);
  const before = cacheFiles(root);
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to.', 'Changed.'));
  writeFileSync(path.join(root, 'content/docs/broken.md'), '---\ntitle: [unclosed\n---\n\nBody.\n');
  await assert.rejects(buildSite(root, true));
  assert.deepEqual(cacheFiles(root), before);
});

test('a build that fails while rendering, after its bodies were rendered, leaves the cache as it was', async () => {
  const root = await site();
  await buildSite(root, true);
  const before = cacheFiles(root);
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to.', 'Changed.'));
  writeFileSync(
    (mkdirSync(path.join(root, 'content/pages'), { recursive: true }), path.join(root, 'content/pages/fails.tsx')),
    `export default function Fails() { throw new Error('no page today'); }\n`,
  );
  await assert.rejects(buildSite(root, true), /rendering \/fails/);
  // Page entries are named by a digest of what they are made from, and written as pages render (page-cache.ts).
  const stores = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([file]) => !file.startsWith(`pages${path.sep}`)));
  assert.deepEqual(stores(cacheFiles(root)), stores(before));
});

test('--no-cache neither reads nor writes the cache', async () => {
  const root = await site();
  await buildSite(root, false);
  assert.equal(existsSync(path.join(root, 'node_modules')), false);
  await buildSite(root, true);
  const before = cacheFiles(root);
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to.', 'Changed.'));
  const off = await buildSite(root, false);
  assert.deepEqual(cacheFiles(root), before);
  assert.ok(!off.logged.some((m) => m.includes('from the cache')));
});

test('a changed config renders every page again', async () => {
  const root = await site();
  await buildSite(root, true);
  edit(root, 'site.config.ts', (t) => t.replace("title: 'Fixture'", "title: 'Fixture 2'"));
  const warm = await assertWarmIsCold(root);
  assert.equal(hits(warm), 0);
});

test('a changed lockfile (an updated markdown-it plugin package, say) renders every page again', async () => {
  const root = await site();
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  await buildSite(root, true);
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
  const warm = await assertWarmIsCold(root);
  assert.equal(hits(warm), 0);
});

test('a node_modules that leads outside the site gets no cache, and nothing is written there', async () => {
  const root = await site();
  const outside = await mkdtemp(path.join(os.tmpdir(), 'sitegen-outside-'));
  temps.push(outside);
  mkdirSync(path.join(outside, 'modules'));
  symlinkSync(path.join(outside, 'modules'), path.join(root, 'node_modules'));
  const built = await buildSite(root, true);
  assert.deepEqual(readdirSync(path.join(outside, 'modules')), []);
  assert.ok(built.logged.some((m) => m.includes('leads outside the site folder')));
});

test('the compiled sidebars file is kept, and compiled again when it or a file it imports changes', async () => {
  const root = await site();
  edit(root, 'content/sidebars.js', () => `const docs = require('./sidebar-docs');\nmodule.exports = { docs };`);
  writeFileSync(path.join(root, 'content/sidebar-docs.js'), `module.exports = ['intro', 'guide'];`);
  await buildSite(root, true);
  const kept = Object.keys(cacheFiles(root)).filter((f) => /sidebars-\w+\.json$/.test(f));
  assert.equal(kept.length, 1, 'the compiled sidebars file is kept');
  // The sidebar's links, as the intro page shows them.
  const labels = (b: Built) => {
    const html = b.result.pages.find((p) => p.file === 'docs/intro/index.html')!.html;
    return [...html.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  };
  assert.deepEqual(labels(await assertWarmIsCold(root)), ['Intro', 'Guide']);
  writeFileSync(path.join(root, 'content/sidebar-docs.js'), `module.exports = ['intro', 'api/structures/point'];`);
  assert.deepEqual(labels(await assertWarmIsCold(root)), ['Intro', 'Point Object']);
  edit(root, 'content/sidebars.js', () => `module.exports = { docs: ['intro'] };`);
  assert.deepEqual(labels(await assertWarmIsCold(root)), ['Intro']);
});

test('code blocks highlighted by an earlier build are reused; a corrupt highlights file is ignored with a warning', async () => {
  const root = await site();
  edit(root, 'content/docs/guide.md', (t) => `${t}\n\`\`\`ts\nconst b: number = 2;\n\`\`\`\n`);
  await buildSite(root, true);
  const kept = path.join(root, CACHE_FOLDER, 'highlights.json');
  const text = readFileSync(kept, 'utf8');
  assert.ok(text.includes('const a = 1;') && text.includes('const b: number = 2;'), 'both code blocks are kept');
  // A kept block is what highlight.js gave: a warm build that takes it from the file equals a build without it.
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to.', 'How to, again.'));
  await assertWarmIsCold(root);
  writeFileSync(kept, text.replace('hljs-keyword', 'hljs-x'));
  edit(root, 'content/docs/guide.md', (t) => t.replace('How to, again.', 'How to, once more.'));
  const warm = await assertWarmIsCold(root);
  assert.ok(warm.logged.some((m) => m.includes('highlights.json is ignored (its contents do not match their digest)')));
});
