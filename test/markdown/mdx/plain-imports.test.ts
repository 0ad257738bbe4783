/**
 * Import blocks passed without esbuild are valid JavaScript: every block `isPlainImports` accepts, esbuild
 * accepts too (checked on the site's MDX blocks and on near misses); everything else still goes to esbuild.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { isPlainImports } from '../../../src/markdown/mdx/plain-imports.js';
import { extractMdx } from '../../../src/markdown/preprocess.js';

const valid = (code: string) => {
  try {
    esbuild.transformSync(code, { loader: 'tsx', format: 'esm', logLevel: 'silent' });
    return true;
  } catch {
    return false;
  }
};

test("the site's import blocks and plain imports are accepted, and esbuild agrees", () => {
  const blocks = fg
    .sync('content/**/*.{md,mdx}')
    .flatMap((f) => extractMdx(readFileSync(f, 'utf8')).esm.map((b) => b.code));
  const plain = [
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
    'import { a, b as c } from "./x.js"',
    "import {} from 'x';",
    "import { a, } from 'x'",
    "  import $x from 'x';  \n\nimport _y from 'y'",
    'import GithubLink,{ExampleGithubLink} from "@site/src/components/GithubLink"',
    "import * as ns from 'x';",
    "import a, * as ns from 'x';",
    "import './styles.css';",
    "import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'; import constants from '@site/core/TabsConstants';",
    "import a from 'a';import b from 'b'  ",
    "import Warning from '../\\_markdown-new-architecture-warning.mdx';",
    "import a from 'x\\'y';",
  ];
  for (const code of [...blocks, ...plain]) {
    assert.equal(isPlainImports(code), true, code);
    assert.equal(valid(code), true, code);
  }
});

test('near misses go to esbuild', () => {
  const others = [
    "import class from 'x';",
    "import a from 'x';\nimport a from 'y';",
    "import { default } from 'x';",
    "import { a as if } from 'x';",
    "import a from 'x\\1';",
    "import a from 'x\\u00';",
    "import a from 'x' extra",
    "import * from 'x';",
    "import * as if from 'x';",
    "import a, from 'x';",
    "import a, { a } from 'x';",
    "import { a }, b from 'x';",
    "import * as ns, { a } from 'x';",
    "importa from 'x';",
    "import afrom 'x';",
    "import * asns from 'x';",
    'export const a = 1;',
    "import a from 'x'; console.log(a)",
    "import 'side-effect' extra;",
    'import a from `x`;',
    "import a from 'x' import b from 'y';",
    "import a from 'x'; import a from 'y';",
    "import a from 'x'; export const b = a;",
    "import a from 'x';;",
  ];
  for (const code of others) assert.equal(isPlainImports(code), false, code);
});
