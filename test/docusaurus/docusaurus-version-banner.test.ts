import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A site with one docs version whose config gives it a label and a banner, as Docusaurus's `versions.current`. */
const SINGLE_VERSION = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js', versions: { current: { label: 'Canary', banner: 'unreleased' } } } }]],
};
`,
  'sidebars.js': `module.exports = { docs: ['intro', 'other'] };\n`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/other.md': '# Other\n\nHi.\n',
};

test('the one docs version of a site shows the banner and label its versions.current gives it', async () => {
  const b = await site(SINGLE_VERSION);
  assert.match(
    b.page('/docs/other'),
    /<div class="theme-doc-version-banner alert alert--warning margin-bottom--md version-banner" role="note"><div>This is unreleased documentation for Dino <b>Canary<\/b> version\.<\/div>/,
  );
});
