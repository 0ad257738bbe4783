/**
 * The site's stylesheets are started beside the page modules (site/early-bundles.ts), before anything awaits them:
 * their errors must still be reported, once, where the build needs them, and never as an unhandled rejection.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildDocusaurusSite } from './docusaurus-fixture.js';

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { theme: { customCss: './src/css/custom.scss' } }]],
};
`;

const PAGE = `export default function Home() { return <main>Home</main>; }\n`;

test('a customCss that does not compile fails the build, naming it', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': CONFIG,
      'src/css/custom.scss': `:root { --x: 1; }\n.a { color: $undefined; }\n`,
      'src/pages/index.js': PAGE,
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(
        error.message,
        /the customCss or a plugin's CSS client module of docusaurus\.config\.js does not compile/,
      );
      assert.match(error.message, /Undefined variable/);
      return true;
    },
  );
});

test("with a page module that does not compile as well, the page module's error is the one reported", async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': CONFIG,
      'src/css/custom.scss': `.a { color: $undefined; }\n`,
      'src/pages/index.js': `export default function Home() { return <main>; }\n`,
    }),
    (error: Error & { location?: { file: string } }) => {
      assert.match(error.message, /a page module does not compile/);
      assert.match(String(error.location?.file), /src\/pages\/index\.js$/);
      return true;
    },
  );
});

test('a customCss file that does not exist is named, with the config that names it', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': CONFIG.replace('./src/css/custom.scss', './src/css/missing.css'),
      'src/pages/index.js': PAGE,
    }),
    (error: Error & { location?: { file: string }; hint?: string }) => {
      assert.match(
        error.message,
        /customCss of docusaurus\.config\.js names src\/css\/missing\.css, which does not exist/,
      );
      assert.match(error.location!.file, /docusaurus\.config\.js$/);
      assert.match(error.hint!, /site's folder/);
      return true;
    },
  );
});
