import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { narrowBarrelImports } from '../../src/pages/docusaurus/barrel-imports.js';
import { removeAtExit } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from './docusaurus-fixture.js';

/**
 * An icon package as such packages are published: an ES module entry that only re-exports one file per icon, and
 * `"sideEffects": false`. `Broken.js` does not parse, and `Gone.js` is missing: a bundle that reads every file the entry names fails on them.
 */
function iconPackage(manifest: Record<string, unknown> = {}): Record<string, string> {
  return {
    'node_modules/icons/package.json': JSON.stringify({
      name: 'icons',
      main: 'cjs/index.js',
      module: 'esm/index.js',
      sideEffects: false,
      ...manifest,
    }),
    'node_modules/icons/esm/index.js': [
      "export { default as Sun } from './Sun.js';",
      "export { default as Moon, phase } from './Moon.js';",
      "export { default as Broken } from './Broken.js';",
      "export { default as Gone } from './Gone.js';",
      'export const local = 1;',
      '',
    ].join('\n'),
    'node_modules/icons/esm/Sun.js': "export default function Sun() { return 'sun'; }\n",
    'node_modules/icons/esm/Moon.js':
      "export default function Moon() { return 'moon'; }\nexport const phase = 'full';\n",
    'node_modules/icons/esm/Broken.js': 'export default function Broken( { return; }\n',
  };
}

/** A folder holding `files`, and the path of its page file. */
function folderWith(files: Record<string, string>): { root: string; page: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-barrel-'));
  removeAtExit(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return { root, page: path.join(root, 'src/pages/index.js') };
}

test("a page's named imports from a package without side effects come from the files that define them", () => {
  const { root, page } = folderWith(iconPackage());
  const source =
    "import React from 'react';\nimport {\n  Sun,\n  Moon as Night,\n  phase,\n} from 'icons';\nconst x = 1;\n";
  const out = narrowBarrelImports(source, page, new Map());
  const esm = path.join(root, 'node_modules/icons/esm');
  assert.equal(
    out,
    "import React from 'react';\n" +
      `import { default as Sun } from ${JSON.stringify(path.join(esm, 'Sun.js'))}; ` +
      `import { default as Night } from ${JSON.stringify(path.join(esm, 'Moon.js'))}; ` +
      `import { phase as phase } from ${JSON.stringify(path.join(esm, 'Moon.js'))};` +
      '\n\n\n\n\nconst x = 1;\n',
  );
  assert.equal(out.split('\n').length, source.split('\n').length, 'every later line keeps its number');
  const tight = narrowBarrelImports("import{Sun}from'icons';", page, new Map());
  assert.equal(tight, `import { default as Sun } from ${JSON.stringify(path.join(esm, 'Sun.js'))};`);
});

test('imports are left as written where narrowing them could change what runs or what is read', () => {
  const unchanged = (files: Record<string, string>, source: string) => {
    const { page } = folderWith(files);
    assert.equal(narrowBarrelImports(source, page, new Map()), source, source);
  };
  // The package may have side effects: its other files must run.
  unchanged(iconPackage({ sideEffects: undefined }), "import { Sun } from 'icons';\n");
  unchanged(iconPackage({ sideEffects: ['*.css'] }), "import { Sun } from 'icons';\n");
  // A browser field may map the entry's files to others.
  unchanged(iconPackage({ browser: { './esm/Sun.js': './esm/Moon.js' } }), "import { Sun } from 'icons';\n");
  // A name the entry defines itself is only there; one whose file is missing is esbuild's to report.
  unchanged(iconPackage(), "import { Sun, local } from 'icons';\n");
  unchanged(iconPackage(), "import { Sun, Gone } from 'icons';\n");
  // Default and namespace imports are the entry's own.
  unchanged(iconPackage(), "import Icons, { Sun } from 'icons';\nimport * as All from 'icons';\n");
  // Types only, a path inside the package, and imports after the first other statement, which may be in JSX.
  unchanged(iconPackage(), "import type { Sun } from 'icons';\nimport { Moon } from 'icons/esm/index.js';\n");
  unchanged(iconPackage(), "const code = `import { Sun } from 'icons';`;\nimport { Sun } from 'icons';\n");
});

test('a Docusaurus page importing two icons from a package of many bundles only the files it uses', async () => {
  const b = await buildDocusaurusSite({
    ...iconPackage(),
    'src/pages/index.js': [
      "import React from 'react';",
      "import { Sun, Moon } from 'icons';",
      'export default function Home() {',
      '  return <p id="sky">{Sun()} and {Moon()}</p>;',
      '}',
      '',
    ].join('\n'),
  });
  assert.match(b.page('/'), /<p id="sky">sun and moon<\/p>/);
});
