/** The compiled config kept in the build cache: reused until the config or a file it imports changes. */
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { configCache } from '../../src/cache/config-cache.js';
import type { KeepCompiledConfig } from '../../src/config/compile-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { SitegenError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { writeFixture } from '../helpers/fixture-site.js';

test('the config compiles once, then again only when it or a file it imports changes', async () => {
  const root = await writeFixture({
    'site.config.ts': `import { title } from './title';\nexport default { title, url: 'https://example.com' };\n`,
    'title.ts': `export const title: string = 'One';\n`,
  });
  try {
    let compiles = 0;
    const keep = configCache({ root, logger: silentLogger })!;
    const counted: KeepCompiledConfig = (file, compile) => keep(file, () => (compiles++, compile()));
    const load = () => loadConfig({ root, cache: counted });
    assert.equal((await load()).title, 'One');
    assert.equal(compiles, 1);
    assert.ok(existsSync(path.join(root, 'node_modules/.cache/sitegen/config.json')), 'kept in the cache folder');
    assert.equal((await load()).title, 'One');
    assert.equal(compiles, 1, 'the kept script is reused');
    writeFileSync(path.join(root, 'title.ts'), `export const title: string = 'Two';\n`);
    assert.equal((await load()).title, 'Two', 'an imported file that changed is compiled anew');
    assert.equal(compiles, 2);
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `export default { title: 'Three', url: 'https://example.com' };\n`,
    );
    assert.equal((await load()).title, 'Three', 'a changed config is compiled anew');
    assert.equal(compiles, 3);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a config that does not compile is not kept, and its error still names the line', async () => {
  const root = await writeFixture({ 'site.config.ts': `export default {\n  title: 'T',,\n};\n` });
  try {
    const keep = configCache({ root, logger: silentLogger });
    await assert.rejects(loadConfig({ root, cache: keep }), (error: SitegenError) => {
      assert.match(error.message, /site\.config\.ts does not compile/);
      assert.equal(error.location?.line, 2);
      return true;
    });
    assert.ok(!existsSync(path.join(root, 'node_modules/.cache/sitegen/config.json')));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
