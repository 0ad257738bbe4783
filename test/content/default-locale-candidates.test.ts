/**
 * A Docusaurus site's doc, post or page of the default locale may be its source or the file at the same path in the
 * default locale's own translation folder (src/content/scan-content.ts `localizedDefaults`): after a change to either,
 * the dev server reads whichever exists first, the translation before the source (`defaultLocaleCandidates`).
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { defaultLocaleCandidates } from '../../src/content/scan-content.js';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';

test("a default-locale source and its file in the locale's own folder are each other's candidates, in every content folder", async () => {
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# 介绍\n',
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '# 介绍 1.0\n',
    'blog/2024-01-01-hello.md': '# 你好\n',
    'src/pages/about.md': '# 关于\n',
  });
  try {
    const config = await loadConfig({ root });
    const locales = ['en', 'zh'];
    const at = (rel: string) => path.join(root, rel);
    const pairs: [source: string, translation: string][] = [
      ['docs/intro.md', 'i18n/en/docusaurus-plugin-content-docs/current/intro.md'],
      ['versioned_docs/version-1.0/intro.md', 'i18n/en/docusaurus-plugin-content-docs/version-1.0/intro.md'],
      ['blog/2024-01-01-hello.md', 'i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md'],
      ['src/pages/about.md', 'i18n/en/docusaurus-plugin-content-pages/about.md'],
    ];
    for (const [source, translation] of pairs) {
      const both = [at(translation), at(source)];
      assert.deepEqual(defaultLocaleCandidates(config, locales, at(source)), both, source);
      assert.deepEqual(defaultLocaleCandidates(config, locales, at(translation)), both, translation);
    }
    // Another locale's translation is only itself.
    const zh = at('i18n/zh/docusaurus-plugin-content-docs/current/intro.md');
    assert.deepEqual(defaultLocaleCandidates(config, locales, zh), [zh]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
