/**
 * The page script as one file (src/bundle/merge-entry-chunks.ts): the chunks the main script imports are joined
 * into it, the chunks it loads on demand import what they share from it, and a module both use still runs once.
 * Renamed files are named by what they hold: an edit of a chunk loaded on demand renames the main script too.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { mergeEntryChunks, type SplitScripts } from '../../src/bundle/merge-entry-chunks.js';

let root: string;
const SOURCES: Record<string, string> = {
  // A module with state both scripts use: the lifecycle's list of callbacks is such a module.
  'src/shared.js': 'export const calls = [];\nexport function record(who) { calls.push(who); }\n',
  'src/main.js':
    "import { record, calls } from './shared.js';\nrecord('main');\n" +
    "globalThis.later = async () => (await import('./lazy.js')).run();\nglobalThis.calls = calls;\n",
  'src/lazy.js':
    "import { record, calls } from './shared.js';\nexport function run() { record('lazy'); return calls.join(','); }\n",
};

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-merge-chunks-'));
  for (const [name, text] of Object.entries(SOURCES)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
});
after(() => rm(root, { recursive: true, force: true }));

async function split(): Promise<SplitScripts> {
  return esbuild.build({
    entryPoints: { main: path.join(root, 'src/main.js') },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    minify: true,
    outdir: 'out',
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    logLevel: 'silent',
  });
}

const joinedOf = (scripts: SplitScripts) =>
  mergeEntryChunks(scripts, { minify: true, target: 'es2020', workingDir: root });
const mainOf = (scripts: SplitScripts) => scripts.outputFiles.find((f) => path.basename(f.path).startsWith('main.'))!;
const staticChunkImports = (text: string) => [
  ...text.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?"\.\/(chunk\.[^"]+)"/g),
];

test('the main script imports no chunk: what it shares with a chunk loaded on demand is in it, and runs once', async () => {
  const scripts = await split();
  assert.ok(staticChunkImports(mainOf(scripts).text).length > 0, 'esbuild split the shared module into a chunk');
  const joined = await joinedOf(scripts);
  assert.deepEqual(staticChunkImports(mainOf(joined).text), [], mainOf(joined).text);
  assert.equal(joined.outputFiles.length, 2, joined.outputFiles.map((f) => f.path).join(', '));
  const out = path.join(root, 'joined-out');
  await mkdir(out, { recursive: true });
  for (const file of joined.outputFiles) await writeFile(path.join(out, path.basename(file.path)), file.text);
  const lazy = joined.outputFiles.find((f) => f !== mainOf(joined))!;
  assert.match(lazy.text, new RegExp(`from"\\./${path.basename(mainOf(joined).path).replaceAll('.', '\\.')}"`));
  await import(pathToFileURL(path.join(out, path.basename(mainOf(joined).path))).href);
  const { later } = globalThis as unknown as { later: () => Promise<string> };
  assert.equal(await later(), 'main,lazy', 'one list of calls, shared by both scripts');
  // The metafile names the files as they are now.
  assert.deepEqual(
    Object.keys(joined.metafile.outputs).sort(),
    joined.outputFiles.map((f) => path.relative(root, f.path)).sort(),
  );
});

test('an edit of the chunk loaded on demand renames it and the main script that loads it by name', async () => {
  const before = await joinedOf(await split());
  const lazyFile = path.join(root, 'src/lazy.js');
  const original = await readFile(lazyFile, 'utf8');
  await writeFile(lazyFile, original.replace("'lazy'", "'lazy, edited'"));
  try {
    const after = await joinedOf(await split());
    const names = (scripts: SplitScripts) => scripts.outputFiles.map((f) => path.basename(f.path)).sort();
    assert.equal(
      names(before).filter((name) => names(after).includes(name)).length,
      0,
      `${names(before)} ${names(after)}`,
    );
    assert.equal(
      (await joinedOf(await split())).outputFiles.map((f) => f.text).join(),
      after.outputFiles.map((f) => f.text).join(),
      'the same files make the same names',
    );
  } finally {
    await writeFile(lazyFile, original);
  }
});

test('a file that re-exports a joined chunk (a form other than esbuild’s imports) still shares the one module', async () => {
  // Made by hand: esbuild writes a chunk's use of another as an import, which the join rewrites in place; any other
  // form is compiled again.
  const out = (name: string) => path.join(root, 'out', name);
  const scripts: SplitScripts = {
    outputFiles: [
      {
        path: out('main.AAAAAAAA.js'),
        text: 'import{a}from"./chunk.SSSSSSSS.js";globalThis.shared=a;globalThis.lazy=()=>import("./chunk.LLLLLLLL.js");',
      },
      { path: out('chunk.SSSSSSSS.js'), text: 'var c=[];export{c as a};' },
      { path: out('chunk.LLLLLLLL.js'), text: 'export{a as x}from"./chunk.SSSSSSSS.js";' },
    ],
    metafile: {
      inputs: {},
      outputs: {
        'out/main.AAAAAAAA.js': output(['out/chunk.SSSSSSSS.js'], ['out/chunk.LLLLLLLL.js'], []),
        'out/chunk.SSSSSSSS.js': output([], [], ['a']),
        'out/chunk.LLLLLLLL.js': output(['out/chunk.SSSSSSSS.js'], [], ['x']),
      },
    },
  };
  const joined = await joinedOf(scripts);
  assert.equal(joined.outputFiles.length, 2);
  const dir = path.join(root, 'hand-joined');
  await mkdir(dir, { recursive: true });
  for (const file of joined.outputFiles) await writeFile(path.join(dir, path.basename(file.path)), file.text);
  await import(pathToFileURL(path.join(dir, path.basename(mainOf(joined).path))).href);
  const { shared, lazy } = globalThis as unknown as { shared: unknown[]; lazy: () => Promise<{ x: unknown[] }> };
  assert.equal((await lazy()).x, shared, 'the chunk loaded on demand gets the main script’s array');
});

/** A metafile output that imports `statics`, loads `dynamics` on demand and exports `exports`. */
function output(statics: string[], dynamics: string[], exports: string[]): SplitScripts['metafile']['outputs'][string] {
  return {
    bytes: 0,
    inputs: {},
    exports,
    imports: [
      ...statics.map((p) => ({ path: p, kind: 'import-statement' as const })),
      ...dynamics.map((p) => ({ path: p, kind: 'dynamic-import' as const })),
    ],
  };
}
