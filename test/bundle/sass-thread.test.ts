/**
 * Sass compiles on a thread of its own: loading the package costs ~0.4 s of CPU, which the main thread, parsing
 * Markdown meanwhile, does not pay. Stylesheets, CSS modules and page imports in Sass still compile, and a
 * Docusaurus site that depends on docusaurus-plugin-sass starts the thread before its config runs.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { buildDocusaurusSite } from '../docusaurus/docusaurus-fixture.js';

const require = createRequire(import.meta.url);

test('SCSS stylesheets, CSS modules and imports compile, and the sass package never loads on the main thread', async () => {
  const b = await buildDocusaurusSite({
    'package.json': JSON.stringify({ dependencies: { 'docusaurus-plugin-sass': '^0.2.1' } }),
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/', plugins: ['docusaurus-plugin-sass'],
  presets: [['classic', { theme: { customCss: './src/css/custom.scss' } }]],
};
`,
    'src/css/custom.scss': '$brand: #123456;\n:root { --ifm-color-primary: #{$brand}; }\n',
    'src/pages/index.js': `import styles from './index.module.scss';
import './plain.scss';
export default function Home() { return <main className={styles.hero}>Home</main>; }
`,
    'src/pages/index.module.scss': '$pad: 3px;\n.hero { padding: $pad * 2; }\n',
    'src/pages/plain.scss': '.plain { .inner { margin: 1px + 1px; } }\n',
  });
  const css = b.writer.text(b.files().find((f) => /^assets\/site\.\w+\.css$/.test(f))!);
  assert.match(css, /--ifm-color-primary: #123456/);
  assert.match(css, /\.index_hero_\w+ \{\s*padding: 6px;/);
  assert.match(css, /\.plain \.inner \{\s*margin: 2px;/);
  assert.match(b.page('/'), /<main class="index_hero_\w+">Home<\/main>/);
  const loaded = Object.keys(require.cache).filter((file) => /[\\/]node_modules[\\/]sass[\\/]/.test(file));
  assert.deepEqual(loaded, [], 'sass is loaded on its own thread');
});
