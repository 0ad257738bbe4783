/**
 * A module that awaits at its top level cannot run in the server render (its bundles are CommonJS): a page that
 * renders it there fails naming the module and the way Docusaurus sites import such a module (facebook/yoga's
 * playground: `React.lazy` inside `<BrowserOnly>`), instead of failing the whole page bundle on esbuild's error.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildDocusaurusSite } from './docusaurus-fixture.js';

test('a page rendering an awaiting module on the server names the module and how to import it', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'node_modules/dino-engine/package.json': JSON.stringify({
        name: 'dino-engine',
        type: 'module',
        main: 'index.js',
      }),
      'node_modules/dino-engine/index.js': 'export default await Promise.resolve(() => "roar");\n',
      'src/pages/index.js': `import roar from 'dino-engine';\nexport default function Home() { return <p>{roar()}</p>; }\n`,
    }),
    (error: Error) => {
      const messages = [error.message, String((error.cause as Error | undefined)?.message)].join('\n');
      assert.match(
        messages,
        /node_modules\/dino-engine\/index\.js awaits at its top level, which the server render cannot run: import it where only the browser runs it: a component React\.lazy loads with a dynamic import, inside <BrowserOnly>/,
      );
      return true;
    },
  );
});

test('Markdown importing a module that awaits at its top level names it, and that sitegen cannot bundle it there', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'node_modules/dino-engine/package.json': JSON.stringify({
        name: 'dino-engine',
        type: 'module',
        main: 'index.js',
      }),
      'node_modules/dino-engine/index.js': 'export default await Promise.resolve(() => "roar");\n',
      'src/components/Roar.js': `import roar from 'dino-engine';\nexport default function Roar() { return <b>{roar()}</b>; }\n`,
      'docs/roar.mdx': "import Roar from '@site/src/components/Roar';\n\n# Intro\n\n<Roar />\n",
    }),
    (error: Error & { location?: { file: string; line?: number }; hint?: string }) => {
      assert.match(error.message, /node_modules\/dino-engine\/index\.js:1:\d+: it awaits at its top level/);
      assert.match(String(error.location?.file), /docs\/roar\.mdx$/);
      assert.equal(error.location?.line, 1);
      assert.match(
        String(error.hint),
        /sitegen bundles the imports of Markdown as CommonJS, which cannot await at the top level \(Docusaurus's webpack can\): import the module from a page instead/,
      );
      return true;
    },
  );
});
