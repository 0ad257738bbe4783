/** remark-mdx-filter-imports's filter (src/markdown/mdx/stripped-imports.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stripImports } from '../../../src/markdown/mdx/stripped-imports.js';

const FB = /^(@site|\.+)\/(.*\/)?fb\//;

test('import declarations of matching files are removed, the others kept, and lines stay in place', () => {
  const esm = [
    { code: "import Tabs from '@theme/Tabs';\nimport Deps from '../fb/_deps.mdx';\nexport const x = 1;", line: 4 },
    { code: "import Secret from '@site/fb/secret';", line: 9 },
    { code: "import Public from './public/fb.mdx';", line: 11 },
  ];
  assert.deepEqual(stripImports(esm, FB), [
    { code: "import Tabs from '@theme/Tabs';\n\nexport const x = 1;", line: 4 },
    { code: "import Public from './public/fb.mdx';", line: 11 },
  ]);
});

test('without a pattern, or with nothing matching, the blocks are the same objects', () => {
  const esm = [{ code: "import A from './a';", line: 1 }];
  assert.equal(stripImports(esm, undefined), esm);
  assert.equal(stripImports(esm, FB)[0], esm[0]);
});
