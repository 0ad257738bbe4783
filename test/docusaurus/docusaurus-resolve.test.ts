import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

// excalidraw's dev-docs keep a stale `index.tsx` beside the `index.js` webpack picks; the stale one requires images
// that no longer exist, so taking it stops the build.
const STALE_TSX = `export default function Stale() { return <p>{require('./gone.svg').default}</p>; }\n`;

test('an import without an extension resolves as webpack resolves it in Docusaurus: .js before .tsx', async () => {
  const b = await site({
    'src/components/Feature/index.js': `export default function Feature() { return <p id="feature">from index.js</p>; }\n`,
    'src/components/Feature/index.tsx': STALE_TSX,
    'src/pages/index.js': `import Layout from '@theme/Layout';\nimport Feature from '@site/src/components/Feature';\nexport default function Home() { return <Layout><Feature /></Layout>; }\n`,
    'docs/feature.mdx': `# Feature\n\nimport Feature from '@site/src/components/Feature';\n\n<Feature />\n`,
  });
  assert.match(b.page('/'), /<p id="feature">from index.js<\/p>/);
  assert.match(b.page('/docs/feature'), /<p id="feature">from index.js<\/p>/);
});

test("a package's exports resolve with webpack's production conditions, as Docusaurus builds", async () => {
  const exports = {
    '.': { development: './dev.js', production: './prod.js', default: './dev.js' },
    // @excalidraw/excalidraw's stylesheet has no other condition.
    './index.css': { development: './dev.css', production: './prod.css' },
  };
  const b = await site({
    'node_modules/drawing/package.json': JSON.stringify({ name: 'drawing', exports }),
    'node_modules/drawing/dev.js': `export const build = 'development';\n`,
    'node_modules/drawing/prod.js': `export const build = 'production';\n`,
    'node_modules/drawing/dev.css': `.canvas { color: red; }\n`,
    'node_modules/drawing/prod.css': `.canvas { color: rgb(1, 2, 3); }\n`,
    'src/pages/index.js': `import Layout from '@theme/Layout';\nimport { build } from 'drawing';\nimport 'drawing/index.css';\nexport default function Home() { return <Layout><p id="build">{build}</p></Layout>; }\n`,
    'docs/feature.mdx': `# Feature\n\nimport { build } from 'drawing';\n\n<p id="build">{build}</p>\n`,
  });
  assert.match(b.page('/'), /<p id="build">production<\/p>/);
  assert.match(b.page('/docs/feature'), /<p id="build">production<\/p>/);
  const css = [...b.writer.files.keys()].find((f) => /^assets\/site\.\w+\.css$/.test(f))!;
  assert.match(b.writer.text(css), /\.canvas\s*\{\s*color:\s*(rgb\(1, 2, 3\)|#010203)/);
});
