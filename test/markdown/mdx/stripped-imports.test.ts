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
  assert.deepEqual(stripImports(esm, FB).esm, [
    { code: "import Tabs from '@theme/Tabs';\n\nexport const x = 1;", line: 4 },
    { code: "import Public from './public/fb.mdx';", line: 11 },
  ]);
});

test('without a pattern, or with nothing matching, the blocks are the same objects', () => {
  const esm = [{ code: "import A from './a';", line: 1 }];
  assert.equal(stripImports(esm, undefined).esm, esm);
  assert.equal(stripImports(esm, FB).esm[0], esm[0]);
});

test('each name a removed declaration binds is kept with the module it named', () => {
  const esm = [
    {
      code: [
        "import Deps, { Steps as FbSteps, Notes } from '../fb/_deps.mdx';",
        "import * as Secrets from '@site/fb/secrets';",
        "import Tabs from '@theme/Tabs';",
      ].join('\n'),
      line: 1,
    },
  ];
  assert.deepEqual(
    [...stripImports(esm, FB).names],
    [
      ['Secrets', '@site/fb/secrets'],
      ['Deps', '../fb/_deps.mdx'],
      ['FbSteps', '../fb/_deps.mdx'],
      ['Notes', '../fb/_deps.mdx'],
    ],
  );
});
