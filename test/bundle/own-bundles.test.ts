/**
 * Bundles of sitegen's own files kept for the process (src/bundle/own-bundles.ts): made once per key while the
 * files they were made from keep their bytes, made again when one changes or when making failed; and a site
 * without islands gets the same client files from a kept script as from a fresh one.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ownBundle } from '../../src/bundle/own-bundles.js';
import { bundleClient } from '../../src/bundle/bundle-client.js';
import { resolveConfig } from '../../src/config/load-config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-own-bundles-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A maker that reads `file` and counts its calls. */
function counted(file: string) {
  const maker = {
    calls: 0,
    make: async () => {
      maker.calls++;
      return { value: `made ${maker.calls}`, inputs: [file] };
    },
  };
  return maker;
}

test('a bundle is made once per key while its files are unchanged, and again once one changes', async () => {
  const file = path.join(dir, 'a.css');
  writeFileSync(file, '.a { color: red }');
  const maker = counted(file);
  assert.equal(await ownBundle('test-a', maker.make), 'made 1');
  assert.equal(await ownBundle('test-a', maker.make), 'made 1');
  assert.equal(maker.calls, 1);
  assert.equal(await ownBundle('test-a-other-options', maker.make), 'made 2');
  writeFileSync(file, '.a { color: blue }');
  assert.equal(await ownBundle('test-a', maker.make), 'made 3');
  assert.equal(await ownBundle('test-a', maker.make), 'made 3');
  assert.equal(maker.calls, 3);
});

test('builds asking at once share one making, and a failed one is made again next time', async () => {
  const file = path.join(dir, 'b.css');
  writeFileSync(file, '.b {}');
  const maker = counted(file);
  const both = await Promise.all([ownBundle('test-b', maker.make), ownBundle('test-b', maker.make)]);
  assert.deepEqual(both, ['made 1', 'made 1']);
  let failures = 0;
  const failing = async () => {
    failures++;
    throw new Error('syntax error');
  };
  await assert.rejects(ownBundle('test-c', failing), /syntax error/);
  await assert.rejects(ownBundle('test-c', failing), /syntax error/);
  assert.equal(failures, 2);
  assert.equal(await ownBundle('test-c', maker.make), 'made 2');
});

test('a bundle made from files its keeper refuses is not kept: the next build makes it again', async () => {
  const file = path.join(dir, 'd.css');
  writeFileSync(file, '.d {}');
  const maker = counted(file);
  const refuse = (inputs: string[]) => !inputs.includes(file);
  assert.equal(await ownBundle('test-d', maker.make, refuse), 'made 1');
  assert.equal(await ownBundle('test-d', maker.make, refuse), 'made 2');
});

test('sites without islands get their script and stylesheet alike whether kept or made', async () => {
  const config = (root: string, raw: object) =>
    resolveConfig({ title: 'Site', url: 'https://example.com', ...raw }, { root, configFile: null });
  const first = await bundleClient({ config: config(path.join(dir, 'one'), {}), minify: false });
  const dark = { codeThemes: { light: 'github', dark: 'atom-one-dark' } };
  const second = await bundleClient({ config: config(path.join(dir, 'two'), dark), minify: false });
  const names = (bundle: typeof first) => bundle.files.map((f) => f.file).sort();
  assert.equal(second.js, first.js);
  assert.ok(first.js.includes('/assets/main.'), first.js);
  // The code themes are the site's: its stylesheet differs while the kept part is shared.
  assert.notEqual(second.css, first.css);
  assert.deepEqual(
    names(second).filter((f) => !f.endsWith('.css')),
    names(first).filter((f) => !f.endsWith('.css')),
  );
});

test('two Docusaurus sites without islands, in folders of their own, share one making of the page script', async () => {
  // A Docusaurus site's resolve options name its own node_modules: the script, made of sitegen's files alone, is
  // the same for both. Each making of it runs the plugins it is given: count those runs.
  let made = 0;
  const counter = { name: 'count', setup: () => void made++ };
  const site = (name: string) => {
    const config = resolveConfig(
      { title: name, url: 'https://example.com', docs: { hideableSidebar: true } },
      { root: path.join(dir, name), configFile: null },
    );
    return { ...config, docusaurus: {} } as unknown as typeof config;
  };
  const first = await bundleClient({ config: site('docusaurus-one'), minify: false, islandPlugins: [counter] });
  const second = await bundleClient({ config: site('docusaurus-two'), minify: false, islandPlugins: [counter] });
  assert.equal(made, 1, 'the second site bundled the page script again');
  assert.equal(second.js, first.js);
});
