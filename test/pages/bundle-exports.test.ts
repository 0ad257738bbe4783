/**
 * `mayExportMeta` reads a page bundle's exports from esbuild's CommonJS output: it says no only for bundles whose
 * module, once loaded, indeed has no `meta` (checked by loading each), and yes whenever the text is not plain.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { mayExportMeta } from '../../src/pages/bundle-exports.js';

const PAGES: Record<string, { source: string; meta: boolean }> = {
  plain: { source: 'export default function Page() { return "hi"; }', meta: false },
  own: { source: 'export const meta = { title: "T" };\nexport default function Page() { return "hi"; }', meta: true },
  named: { source: 'export { meta } from "./lib/meta.js";\nexport default () => null;', meta: true },
  star: { source: 'export * from "./lib/meta.js";\nexport default () => null;', meta: true },
  fromCommonJs: { source: 'export * from "./lib/meta.cjs";\nexport default () => null;', meta: true },
  commonJs: { source: 'module.exports = { default: () => null, meta: { title: "T" } };', meta: true },
  // A module of the bundle has a `meta` export; the page itself does not.
  inner: { source: 'import * as lib from "./lib/meta.js";\nexport default () => lib.meta.title;', meta: false },
  quoted: { source: 'const a = 1;\nexport { a as "meta-data" };\nexport default () => null;', meta: false },
};

test('a page bundle says whether it may export meta; "no" only when it has none', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-exports-'));
  try {
    mkdirSync(path.join(root, 'lib'));
    writeFileSync(path.join(root, 'lib/meta.js'), 'export const meta = { title: "From lib" };');
    writeFileSync(path.join(root, 'lib/meta.cjs'), 'exports.meta = { title: "From CommonJS" };');
    for (const [name, { source }] of Object.entries(PAGES)) writeFileSync(path.join(root, `${name}.js`), source);
    // The options of the page bundle that matter to its text (src/pages/bundle-page-modules.ts).
    await esbuild.build({
      entryPoints: Object.keys(PAGES).map((name) => path.join(root, `${name}.js`)),
      outdir: path.join(root, 'out'),
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcemap: 'inline',
      outExtension: { '.js': '.cjs' },
      logLevel: 'silent',
    });
    const require = createRequire(import.meta.url);
    for (const [name, { meta }] of Object.entries(PAGES)) {
      const file = path.join(root, 'out', `${name}.cjs`);
      assert.equal('meta' in require(file), meta, `${name} loaded`);
      assert.equal(mayExportMeta(pathToFileURL(file).href), meta, name);
    }
    assert.equal(mayExportMeta(pathToFileURL(path.join(root, 'missing.cjs')).href), true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
