/**
 * CSS modules in esbuild bundles (src/bundle/css-modules.ts): a server bundle and a minified browser bundle of the
 * same component get the same class names, the server one the module's CSS with those names; a stylesheet that
 * does not compile is an error at its file and line.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { cssModules, scopedClassName } from '../../src/bundle/css-modules.js';

let root: string;
before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-css-modules-'));
  const files: Record<string, string> = {
    'src/a/box.module.css': '.root { color: rgb(1, 2, 3); }\n.wide { composes: root; width: 100%; }\n',
    'src/b/box.module.scss': '$c: rgb(4, 5, 6);\n.root { color: $c; }\n',
    'src/broken.module.scss': '.root {\n  color: red;\n  width: $missing;\n}\n',
    'src/entry.js':
      "import a from './a/box.module.css';\nimport b, { root } from './b/box.module.scss';\nexport const names = [a.root, a.wide, b.root, root];\n",
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
});
after(() => rm(root, { recursive: true, force: true }));

const bundle = (entry: string, { css, minify }: { css: boolean; minify: boolean }) =>
  esbuild.build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'cjs',
    minify,
    logLevel: 'silent',
    plugins: [cssModules({ root, css })],
  });

/** The `names` a CJS bundle exports. */
function namesOf(result: esbuild.BuildResult & { outputFiles: esbuild.OutputFile[] }): string[] {
  const module = { exports: {} as { names?: string[] } };
  new Function('module', 'exports', result.outputFiles.find((f) => f.path.endsWith('.js'))!.text)(
    module,
    module.exports,
  );
  return module.exports.names!;
}

test('the server bundle and the minified browser bundle name each class alike; the CSS uses those names', async () => {
  const server = await bundle('src/entry.js', { css: true, minify: false });
  const browser = await bundle('src/entry.js', { css: false, minify: true });
  const a = (c: string) => scopedClassName('src/a/box.module.css', c);
  const b = scopedClassName('src/b/box.module.scss', 'root');
  assert.deepEqual(namesOf(server), [a('root'), `${a('root')} ${a('wide')}`, b, b]);
  assert.deepEqual(namesOf(browser), namesOf(server));
  assert.notEqual(a('root'), b, 'two box modules in different folders do not clash');
  const css = server.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
  assert.match(css, new RegExp(`\\.${a('root')} \\{\\s*color: rgb\\(1, 2, 3\\)`));
  assert.match(css, new RegExp(`\\.${b} \\{\\s*color: rgb\\(4, 5, 6\\)`));
  assert.equal(browser.outputFiles.filter((f) => f.path.endsWith('.css')).length, 0, 'the browser gets names only');
});

test('a CSS module that does not compile is an error naming it', async () => {
  await writeFile(path.join(root, 'src/uses-broken.js'), "import s from './broken.module.scss';\nexport default s;\n");
  await assert.rejects(bundle('src/uses-broken.js', { css: true, minify: false }), (error: esbuild.BuildFailure) => {
    assert.match(error.errors[0].text, /Undefined variable/);
    assert.match(JSON.stringify(error.errors[0]), /broken\.module\.scss/);
    return true;
  });
});
