/**
 * The compiled CLI's ES modules `require` React, react-dom, highlight.js and lunr rather than import them: Node imports
 * a CommonJS package by lexing its sources for export names first, ~50 ms of CPU in each thread for React's
 * server renderer. (That the threads still share React with page modules: test/pages/page-modules-workers.test.ts.)
 * And none imports esbuild: its API loads on first use, not at every start; nor does the build or the dev server load
 * sucrase, which only Markdown with imports needs, or image-size, which only Markdown images need.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');
const DIST = path.resolve(import.meta.dirname, '../../.sitegen/dist');

test('the compiled modules require the CommonJS packages every thread loads instead of importing them', () => {
  // Any command compiles sitegen when needed.
  assert.equal(spawnSync(process.execPath, [BIN, '--version']).status, 0);
  const modules = readdirSync(DIST).filter((name) => name.endsWith('.mjs'));
  const code = modules.map((name) => readFileSync(path.join(DIST, name), 'utf8')).join('\n');
  assert.doesNotMatch(code, /^import\b[^;]*?\bfrom\s*["'](react|react-dom|highlight\.js|lunr)(\/[^"']*)?["']/m);
  // esbuild's API is loaded on its first call (src/lazy-esbuild.ts): importing it costs ~60 ms at every start.
  assert.doesNotMatch(code, /^import\b[^;]*?\bfrom\s*["']esbuild["']/m);
  // esbuild's `__require` for a package imported at the top; a module's own `require` for one loaded on first use.
  for (const id of ['react', 'react/jsx-runtime', 'react-dom/server', 'highlight.js/lib/core'])
    assert.match(code, new RegExp(`require\\d*\\(${JSON.stringify(id).replace(/[./]/g, '\\$&')}\\)`), id);
});

test("markdown-it's class fields are compiled to plain stores, not Babel's per-field helper calls", () => {
  assert.equal(spawnSync(process.execPath, [BIN, '--version']).status, 0);
  const build = readFileSync(path.join(DIST, 'build.cjs'), 'utf8');
  assert.doesNotMatch(build, /_defineProperty\(\s*this,/);
  // A token keeps its fields in their declared order (one object shape, as before).
  const token = build.slice(build.indexOf('var Token = class'), build.indexOf('attrIndex(name)'));
  const fields = [...token.matchAll(/this\.(\w+) = /g)].map((m) => m[1]);
  const declared = ['map', 'level', 'children', 'content', 'markup', 'info', 'block', 'hidden'];
  assert.deepEqual(fields, [...declared, 'type', 'tag', 'attrs', 'nesting', 'meta']);
});

/**
 * What loading `bundle` (no more: it is required, not run) brings in: the lazily loaded packages among its required
 * files, and the Intl collators and number formats made, each constructor counting its calls. One process per
 * bundle, asked once for both tests below.
 */
const loadedWith = (() => {
  const seen = new Map<string, { packages: string[]; intl: string[] }>();
  return (bundle: string) => {
    let found = seen.get(bundle);
    if (found) return found;
    assert.equal(spawnSync(process.execPath, [BIN, '--version']).status, 0);
    const probe = `const intl = [];
for (const name of ['Collator', 'NumberFormat']) {
  const Original = Intl[name];
  Intl[name] = function (...args) { intl.push(name); return new Original(...args); };
}
require(${JSON.stringify(path.join(DIST, bundle))});
const packages = Object.keys(require.cache).flatMap((f) => /[\\/]node_modules[\\/](sucrase|image-size)[\\/]/.exec(f)?.[1] ?? []);
process.stdout.write(JSON.stringify({ packages: [...new Set(packages)], intl }));`;
    const child = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    assert.equal(child.status, 0, child.stderr);
    seen.set(bundle, (found = JSON.parse(child.stdout)));
    return found!;
  };
})();

test('loading the build or the dev server loads neither sucrase nor image-size: only the pages that need them do', () => {
  for (const bundle of ['build.cjs', 'dev.cjs']) {
    // sucrase is ~50 files, ~0.12 s of the start of the build and of each render thread; image-size's format
    // readers ~13 ms of each start, `sitegen dev`'s first page among them. Markdown with imports needs the one,
    // Markdown images the other.
    assert.deepEqual(loadedWith(bundle).packages, [], `packages loaded with ${bundle}`);
  }
});

test('loading the build, the dev server or a render thread makes no Intl collator or number format: each costs ~14 ms', () => {
  for (const bundle of ['build.cjs', 'dev.cjs', 'render-worker.cjs'])
    assert.deepEqual(loadedWith(bundle).intl, [], `Intl objects made as ${bundle} loads`);
});

test("sitegen installed in a site's node_modules keeps its own files' React an import, as from a checkout", async () => {
  const { inDependency } = await import('../../bin/compile.mjs');
  // Installed, sitegen is below a node_modules folder: its own files are still its own, not a dependency's, so
  // their imports of React stay requires of the one React the site's page modules share.
  const installed = path.join(path.sep, 'site', 'node_modules', 'sitegen');
  assert.equal(inDependency(path.join(installed, 'templates', 'page-api.ts'), installed), false);
  assert.equal(inDependency(path.join(installed, 'src', 'render', 'render-route.ts'), installed), false);
  // Its dependencies are below its own node_modules, or hoisted beside it: their imports are bundled with them.
  assert.equal(inDependency(path.join(installed, 'node_modules', 'yaml', 'dist', 'index.js'), installed), true);
  assert.equal(inDependency(path.join(path.sep, 'site', 'node_modules', 'yaml', 'dist', 'index.js'), installed), true);
  const checkout = path.join(path.sep, 'work', 'sitegen');
  assert.equal(inDependency(path.join(checkout, 'templates', 'page-api.ts'), checkout), false);
  assert.equal(inDependency(path.join(checkout, 'node_modules', 'markdown-it', 'index.mjs'), checkout), true);
  // A module the compile makes itself (its `require` of React) is no file at all, wherever the command runs.
  assert.equal(inDependency('react', checkout), false);
});
