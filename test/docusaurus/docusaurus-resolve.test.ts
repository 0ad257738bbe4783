import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite, type FixtureFiles } from './docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: FixtureFiles) {
  const b = await buildDocusaurusSite(files);
  built.push(b);
  return b;
}

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
