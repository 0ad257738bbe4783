/**
 * The site-source filter sends esbuild's plugin callbacks only the site's own files: esbuild (Go's regular
 * expressions) accepts it and calls the plugin for no file of a package, and it keeps every other name.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import * as esbuild from 'esbuild';
import { siteSourceFilter } from '../../src/bundle/source-filter.js';

test('names: any folder but node_modules, the extension, the folder it must be under', () => {
  const filter = siteSourceFilter('\\.(js|jsx|tsx)');
  for (const file of [
    '/site/src/a.js',
    '/site/a.jsx',
    '/a.tsx',
    '/site/node_module/a.js',
    '/site/node_modules2/a.js',
    '/site/xnode_modules/a.js',
    '/site/n/no/nod/node_modulez/a.js',
    '/site/src/node_modules.js',
    'C:\\site\\src\\a.js',
  ])
    assert.ok(filter.test(file), file);
  for (const file of ['/site/node_modules/a.js', '/site/src/node_modules/pkg/a.js', 'C:\\site\\node_modules\\a.js'])
    assert.ok(!filter.test(file), file);
  for (const file of ['/site/src/a.ts', '/site/src/a.js.map', '/site/src/ajs']) assert.ok(!filter.test(file), file);

  const under = siteSourceFilter('\\.js', { under: '/my site (v2)/' });
  assert.ok(under.test('/my site (v2)/src/a.js'));
  assert.ok(!under.test('/my site (v2)x/a.js'));
  assert.ok(!under.test('/other/a.js'));
  assert.ok(!under.test('/my site (v2)/node_modules/p/a.js'));
});

test('esbuild calls a plugin with the filter for the site files only, not for the packages they import', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-filter-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('src/entry.js', "import { a } from './a.js'; import { p } from 'pkg'; console.log(a, p);");
    write('src/a.js', 'export const a = 1;');
    write('node_modules/pkg/package.json', '{ "name": "pkg", "main": "index.js" }');
    write('node_modules/pkg/index.js', "export { p } from './lib/p.js';");
    write('node_modules/pkg/lib/p.js', 'export const p = 2;');
    const loaded = async (filter: RegExp) => {
      const seen: string[] = [];
      const plugin: esbuild.Plugin = {
        name: 'record',
        setup: (build) => build.onLoad({ filter }, (args) => void seen.push(path.relative(root, args.path))),
      };
      await esbuild.build({
        entryPoints: [path.join(root, 'src/entry.js')],
        bundle: true,
        write: false,
        plugins: [plugin],
      });
      return seen.sort();
    };
    // The extension alone sends the package's files too.
    assert.deepEqual(await loaded(/\.js$/), [
      'node_modules/pkg/index.js',
      'node_modules/pkg/lib/p.js',
      'src/a.js',
      'src/entry.js',
    ]);
    assert.deepEqual(await loaded(siteSourceFilter('\\.js')), ['src/a.js', 'src/entry.js']);
    assert.deepEqual(await loaded(siteSourceFilter('\\.js', { under: path.join(root, 'src') })), [
      'src/a.js',
      'src/entry.js',
    ]);
    assert.deepEqual(await loaded(siteSourceFilter('\\.js', { under: path.join(root, 'lib') })), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
