/**
 * What Sass says while a site's stylesheets compile, through the CLI (the Sass thread writes to the process's
 * stderr): a `@warn` of the site's own reaches the terminal, naming its file and line; the deprecation notices
 * newer Sass prints for every `@import` of a stylesheet that built quietly under Docusaurus do not.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/sitegen.mjs');

test("a stylesheet's @import deprecations are not printed; its own @warn is, with its file and line", async () => {
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { theme: { customCss: './src/css/custom.scss' } }]] };\n`,
    'docs/intro.md': '# Intro\n',
    // Detox's custom.scss: partials pulled in with @import.
    'src/css/_colors.scss': '$brand: #123456;\n',
    'src/css/custom.scss':
      "@import 'colors';\n:root { --ifm-color-primary: #{$brand}; }\n@warn 'check the brand colour';\n",
  });
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /DEPRECATION WARNING/);
  assert.match(run.stderr, /check the brand colour/);
  assert.match(run.stderr, /warn Sass: check the brand colour \(\S*src\/css\/custom\.scss 3:1\)/);
});
