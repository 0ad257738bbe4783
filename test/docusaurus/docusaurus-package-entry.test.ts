/**
 * A page's and Markdown's packages resolve as Docusaurus's server build (webpack for Node) resolves them: a
 * package's `module` build before its `main`. Its ES module is then tree-shaken to what the page imports: a
 * package of icons is not bundled whole into every page (jellyfin's 2,400 icons made each page bundle 7 MB).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const ICONS = {
  'node_modules/dino-icons/package.json': JSON.stringify({
    name: 'dino-icons',
    main: 'cjs/index.js',
    module: 'esm/index.js',
    sideEffects: false,
  }),
  'node_modules/dino-icons/cjs/index.js':
    "exports.build = 'cjs'; exports.Raptor = () => 'raptor'; exports.Stegosaurus = () => 'UNUSED-STEGOSAURUS';\n",
  'node_modules/dino-icons/esm/index.js':
    "export const build = 'esm'; export const Raptor = () => 'raptor'; export const Stegosaurus = () => 'UNUSED-STEGOSAURUS';\n",
};

test('a package’s module build is what a page and Markdown import, tree-shaken to what they use', async () => {
  const b = await site({
    ...ICONS,
    'src/pages/index.js': `import { build, Raptor } from 'dino-icons';
export default function Home() { return <p id="page">{build} <Raptor /></p>; }
`,
    'src/components/Build.js': `import { build } from 'dino-icons';
export default function Build() { return <b id="md">{build}</b>; }
`,
    'docs/build.mdx': "import Build from '@site/src/components/Build';\n\n# Intro\n\n<Build />\n",
  });
  assert.match(b.page('/'), /<p id="page">esm raptor<\/p>/);
  assert.match(b.page('/docs/build'), /<b id="md">esm<\/b>/);
  const bundles = path.join(b.root, '.sitegen/pages');
  const home = readdirSync(bundles).find((f) => /^index-\w+\.cjs$/.test(f))!;
  assert.doesNotMatch(readFileSync(path.join(bundles, home), 'utf8'), /UNUSED-STEGOSAURUS/);
});
