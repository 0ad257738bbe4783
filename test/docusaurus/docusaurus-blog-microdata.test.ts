import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

test("a blog post's article carries theme-classic's microdata, which a site's CSS selects it by", async () => {
  // babel's website styles its posts through `article[itemprop="blogPost"]` (the title's colour and size, a rule
  // under each post on the list); theme-classic 2.4.3 gives the article that microdata on list and post pages.
  const b = await site({
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nWords.\n\n<!--truncate-->\n\nMore.\n',
  });
  // HTML's attribute names are case-insensitive (React writes `itemProp`); a selector's value is not.
  const article = /<article[^>]* itemprop="blogPost" itemscope="" itemtype="http:\/\/schema\.org\/BlogPosting"/i;
  assert.match(b.page('/blog'), article);
  assert.match(b.page('/blog/2024/01/01/hello'), article);
});

test("a blog post's table of contents is beside it only: theme-classic 2's post has no folded one for phones", async () => {
  const b = await site({
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nWords.\n\n## First\n\nMore.\n\n## Second\n\nEnd.\n',
  });
  const post = b.page('/blog/2024/01/01/hello');
  assert.match(post, /<ul class="toc__list table-of-contents/);
  assert.doesNotMatch(post, /toc-mobile/);
});
