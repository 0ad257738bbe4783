/**
 * Results kept with the files they were made from (src/cache/file-inputs-cache.ts): reused while every file has
 * the same bytes, made again when one changed, and ignored with a warning when the kept file is corrupt. The page
 * modules' `translate()` messages go through it, as a build uses them.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { CACHE_FOLDER } from '../../src/cache/cache-folder.js';
import { openFileInputsCache } from '../../src/cache/file-inputs-cache.js';
import type { ResolvedConfig } from '../../src/config/schema.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import type { Logger } from '../../src/logger.js';
import { writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const page = (message: string) =>
  `export default function Page({ translate }) { return <p>{translate({ id: 'home.hi', message: '${message}' })}</p>; }\n`;

/** One build's view: a fresh cache over the same folder, its warnings, and the page messages through it. */
function messages(root: string): { value: Record<string, string>; reused: boolean; warned: string[] } {
  const warned: string[] = [];
  const logger: Logger = { info() {}, warn: (m) => warned.push(m), error() {}, progress() {} };
  const cache = openFileInputsCache({ root, dir: path.join(root, CACHE_FOLDER), scope: 'test', logger });
  const config = { root, paths: { pages: 'content/pages' } } as ResolvedConfig;
  const value = pageMessages(config, cache);
  cache.save();
  return { value, reused: cache.reused.has('page-messages'), warned };
}

test('kept page messages are reused until a page file changes, then read again', async () => {
  const root = await writeFixture({ 'content/pages/index.tsx': page('Hello') });
  temps.push(root);
  assert.deepEqual(messages(root), { value: { 'home.hi': 'Hello' }, reused: false, warned: [] });
  assert.deepEqual(messages(root), { value: { 'home.hi': 'Hello' }, reused: true, warned: [] });
  writeFileSync(path.join(root, 'content/pages/index.tsx'), page('Welcome'));
  assert.deepEqual(messages(root), { value: { 'home.hi': 'Welcome' }, reused: false, warned: [] });
  writeFileSync(path.join(root, 'content/pages/other.tsx'), page('Other').replace('home.hi', 'other.hi'));
  assert.deepEqual(messages(root).value, { 'home.hi': 'Welcome', 'other.hi': 'Other' }, 'a new page is read');
});

test('a corrupt kept result is ignored with a warning and made again', async () => {
  const root = await writeFixture({ 'content/pages/index.tsx': page('Hello') });
  temps.push(root);
  messages(root);
  const file = path.join(root, CACHE_FOLDER, 'page-messages.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Hello', 'Howdy'));
  const warm = messages(root);
  assert.deepEqual(warm.value, { 'home.hi': 'Hello' });
  assert.equal(warm.reused, false);
  assert.match(warm.warned.join('\n'), /page-messages\.json is ignored \(its contents do not match their digest\)/);
});

test("another instance's results are handed over and written by the build's, with its warnings", async () => {
  const root = await writeFixture({ 'content/pages/index.tsx': page('Hello') });
  temps.push(root);
  const dir = path.join(root, CACHE_FOLDER);
  const input = path.join(root, 'content/pages/index.tsx');
  const warned: string[] = [];
  const logger: Logger = { info() {}, warn: (m) => warned.push(m), error() {}, progress() {} };
  const open = (log: Logger) => openFileInputsCache({ root, dir, scope: 'test', logger: log });
  const made = (value: string) => async () => ({ value, inputs: [input] });
  // A first build: nothing holds, the other instance (the bundle thread's) makes the result.
  const build = open(logger);
  assert.equal(build.holds('bundle'), false);
  const thread = open({ ...logger, warn() {} });
  assert.equal(await thread.through('bundle', 'k', made('made there')), 'made there');
  build.adopt(thread.handOver());
  assert.deepEqual(thread.handOver(), { records: [], reused: [], warnings: [] }, 'handed over once');
  build.save();
  // The next build: the result holds, whatever the key, and is reused by its key.
  const next = open(logger);
  assert.equal(next.holds('bundle'), true);
  assert.equal(await next.through('bundle', 'k', made('made again')), 'made there');
  assert.deepEqual([...next.reused], ['bundle']);
  // An input that changed: the result no longer holds.
  writeFileSync(input, page('Changed'));
  assert.equal(open(logger).holds('bundle'), false);
  // The other instance's warning about a corrupt file reaches the build's logger when handed over.
  const file = path.join(dir, 'bundle.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('made there', 'made where'));
  const quiet = open({ ...logger, warn() {} });
  assert.equal(quiet.holds('bundle'), false);
  assert.deepEqual(warned, []);
  open(logger).adopt(quiet.handOver());
  assert.match(warned.join('\n'), /bundle\.json is ignored \(its contents do not match their digest\)/);
});
