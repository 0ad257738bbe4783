/**
 * A Docusaurus site's pagers carry theme-classic's class names (Infima's `pagination-nav`) beside sitegen's, so the
 * site's CSS for them applies; sitegen's own site keeps its own names alone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, blog: { postsPerPage: 1 } }]] };\n`;

test('the docs’, blog posts’ and blog list pages’ pagers have theme-classic’s pagination-nav classes', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['intro', 'next'] };\n",
    'docs/next.md': '# Next\n',
    'blog/2024-01-01-old.md': '# Old\n\nOld post.\n',
    'blog/2024-02-01-new.md': '# New\n\nNew post.\n',
  });
  const doc = b.page('/docs/intro');
  assert.match(doc, /<nav class="pager pagination-nav" aria-label="Docs pages">/);
  assert.match(
    doc,
    /<a class="pager__link pager__link--next pagination-nav__link pagination-nav__link--next" href="\/docs\/next" rel="next"><span class="pager__sub pagination-nav__sublabel">Next<\/span><span class="pager__label pagination-nav__label">Next »<\/span><\/a>/,
  );
  assert.match(
    b.page('/docs/next'),
    /class="pager__link pager__link--prev pagination-nav__link pagination-nav__link--prev"/,
  );
  const post = b.page('/blog/2024/02/01/new');
  assert.match(post, /<nav class="pager pagination-nav" aria-label="Blog post page navigation">/);
  const list = b.page('/blog');
  assert.match(list, /<nav class="pager pagination-nav" aria-label="Blog list page navigation">/);
  assert.match(
    list,
    /<a class="pager__link pager__link--next pagination-nav__link pagination-nav__link--next" href="\/blog\/page\/2"/,
  );
});
