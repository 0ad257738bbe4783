import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildDocusaurusSite, docusaurusSites, MINIMAL_CONFIG } from './docusaurus-fixture.js';

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

test("a path from the root in page code is looked up in static/ then the site folder, as webpack's resolve.roots under Docusaurus", async () => {
  // casbin's users page imports its static/data/users.json as /data/users.json.
  const b = await site({
    'static/data/users.json': '[{ "name": "Dino" }]',
    'src/data/more.json': '{ "count": 3 }',
    'src/pages/users.js': `import users from '/data/users.json';
import more from '/src/data/more.json';
export default function Users() { return <p id="users">{users[0].name} and {more.count}</p>; }
`,
  });
  assert.match(b.page('/users'), /<p id="users">Dino and 3<\/p>/);
});

test('a path from the root without an extension resolves as webpack resolves it: extensions, then a folder index', async () => {
  // rematch's docs: import { MultiLangComponent } from "/src/components/MultiLangComponent" (a .tsx).
  const b = await site({
    'src/components/Greeting.tsx': `export const Greeting = ({ name }: { name: string }) => <b>Hi {name}</b>;\n`,
    'src/components/Box/index.js': `export default function Box({ children }) { return <p id="box">{children}</p>; }\n`,
    'src/pages/hello.js': `import { Greeting } from '/src/components/Greeting';
import Box from '/src/components/Box';
export default function Hello() { return <Box><Greeting name="page" /></Box>; }
`,
    'docs/hello.mdx': `import { Greeting } from "/src/components/Greeting"\nimport Box from '/src/components/Box';\n\n# Hello\n\n<Box><Greeting name="doc" /></Box>\n`,
  });
  assert.match(b.page('/hello'), /<p id="box"><b>Hi (<!-- -->)?page<\/b><\/p>/);
  assert.match(b.page('/docs/hello'), /<p id="box"><b>Hi (<!-- -->)?doc<\/b><\/p>/);
});

test('useWindowSize and usePluralForm of @docusaurus/theme-common work as theme-classic defines them', async () => {
  const b = await site({
    'src/pages/count.js': `import { usePluralForm, useWindowSize } from '@docusaurus/theme-common';
export default function Count() {
  const { selectMessage } = usePluralForm();
  return <p id="count">{useWindowSize()}: {selectMessage(1, 'One site|{count} sites')}, {selectMessage(3, 'One site|3 sites')}</p>;
}
`,
  });
  assert.match(b.page('/count'), /<p id="count">ssr: One site, 3 sites<\/p>/);
});

test("code outside the site folder finds the packages of the site's node_modules, as webpack's resolve.modules has them", async () => {
  // babel's website keeps its mini REPL in the repository's js/ beside website/; the home page imports it, and the
  // REPL imports lodash.debounce, installed in website/node_modules only.
  const b = await site(
    {
      'website/node_modules/shout/package.json': JSON.stringify({ name: 'shout', main: 'index.js' }),
      'website/node_modules/shout/index.js': `module.exports = (s) => s.toUpperCase() + '!';\n`,
      'js/greeting.js': `import shout from 'shout';\nexport default shout('hello');\n`,
      'website/src/pages/index.js': `import Layout from '@theme/Layout';\nimport greeting from '../../../js/greeting.js';\nexport default function Home() { return <Layout><p id="greeting">{greeting}</p></Layout>; }\n`,
      'website/src/log-greeting.js': `import greeting from '../../js/greeting.js';\nconsole.log(greeting);\n`,
      'website/docusaurus.config.js': MINIMAL_CONFIG.replace(
        'presets:',
        `clientModules: ['./src/log-greeting.js'], presets:`,
      ),
    },
    { siteDir: 'website' },
  );
  assert.match(b.page('/'), /<p id="greeting">HELLO!<\/p>/);
  const clientModules = b.files().find((f) => /^assets\/client-modules\.\w+\.js$/.test(f))!;
  assert.match(b.writer.text(clientModules), /toUpperCase/);
});

test("an alias's package installed above the site folder is found in the browser's code too, as webpack finds it", async () => {
  // react-native-paper's docs alias react-native to react-native-web, which its workspace installs at the
  // repository's root, above docs/; webpack resolves the alias from the importing file, esbuild from its folder.
  const b = await site(
    {
      'node_modules/dino-web/package.json': JSON.stringify({ name: 'dino-web', main: 'index.js' }),
      'node_modules/dino-web/index.js': `exports.platform = 'dino-web-platform';\n`,
      'website/plugins/rn.js': `module.exports = () => ({ name: 'rn', configureWebpack: () => ({ resolve: { alias: { 'dino-native': 'dino-web' } } }) });\n`,
      // A page with state: its script runs in the browser.
      'website/src/pages/index.js': `import { useState } from 'react';
import Layout from '@theme/Layout';
import { platform } from 'dino-native';
export default function Home() { const [n, setN] = useState(0); return <Layout><button onClick={() => setN(n + 1)}>{platform} {n}</button></Layout>; }
`,
      // A client module, bundled apart, takes the alias too.
      'website/src/log-platform.js': `import { platform } from 'dino-native';\nconsole.log('client', platform);\n`,
      'website/docusaurus.config.js': MINIMAL_CONFIG.replace(
        'presets:',
        `plugins: ['./plugins/rn'], clientModules: ['./src/log-platform.js'], presets:`,
      ),
    },
    { siteDir: 'website' },
  );
  assert.match(b.page('/'), /dino-web-platform/);
  const clientModules = b.files().find((f) => /^assets\/client-modules\.\w+\.js$/.test(f))!;
  assert.match(b.writer.text(clientModules), /dino-web-platform/);
  // The page's own browser code, apart from the client modules' bundle (checked above).
  const scripts = b.files().filter((f) => f.endsWith('.js') && f !== clientModules);
  assert.ok(
    scripts.some((f) => /dino-web-platform/.test(b.writer.text(f))),
    `no script holds the aliased package: ${scripts.join(', ')}`,
  );
});

test('a Markdown partial imported from outside the site folder stops the build, saying that Docusaurus would read it', async () => {
  // react-native-paper (f4a18d3b8): `import Contributing from '../../../CONTRIBUTING.md'` from docs/docs/guides/.
  await assert.rejects(
    buildDocusaurusSite(
      {
        'CONTRIBUTING.md': '# Contributing\n',
        'website/docs/contributing.mdx':
          "# Contributing\n\nimport Contributing from '../../CONTRIBUTING.md';\n\n<Contributing />\n",
      },
      { siteDir: 'website' },
    ),
    (error: Error & { hint?: string; location?: { line?: number } }) => {
      assert.match(error.message, /imports "\.\.\/\.\.\/CONTRIBUTING\.md", which is outside the site folder/);
      assert.equal(error.location?.line, 3);
      assert.match(
        error.hint ?? '',
        /^sitegen reads no content outside the site folder, though Docusaurus imports a partial from anywhere: copy the partial into the site folder/,
      );
      return true;
    },
  );
});
