/**
 * Where in the site's own file an error was thrown (src/config/site-code-frames.ts), through the source map of the
 * bundle it ran in: the line and column of the file as written, also on its first line, where the bundle puts the
 * module's prelude before the file's text.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { bundleSiteCode } from '../../src/config/docusaurus/import-docusaurus-config.js';
import { runCommonJs } from '../../src/config/run-site-code.js';
import { siteFrame } from '../../src/config/site-code-frames.js';

async function thrownAt(source: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-frames-'));
  const file = path.join(root, 'plugin.js');
  try {
    await writeFile(file, source);
    const plugin = runCommonJs(await bundleSiteCode(file, new Set()), { file, require: createRequire(file) });
    try {
      (plugin as () => void)();
    } catch (error) {
      return siteFrame(error, root);
    }
    assert.fail('the plugin should throw');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

test("an error's place is the file's own line and column, on its first line too", async () => {
  const oneLine = 'module.exports = function () { throw new Error("no"); };\n';
  const first = await thrownAt(oneLine);
  assert.equal(path.basename(first?.file ?? ''), 'plugin.js');
  assert.deepEqual([first?.line, first?.column], [1, oneLine.indexOf('new Error') + 1]);
  const third = "const a = 1;\n\nmodule.exports = () => { throw new Error('no'); };\n";
  const place = await thrownAt(third);
  assert.deepEqual([place?.line, place?.column], [3, third.split('\n')[2].indexOf('new Error') + 1]);
});
