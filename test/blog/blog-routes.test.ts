import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { blogPaths, generatePosts, listedTitles, listPager, pagePaths, postSlug } from './blog-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: Record<string, string>) {
  const b = await buildFixture({
    'site.config.ts': configSource("blog: { title: 'Fixture Blog', description: 'News' }"),
    ...files,
  });
  built.push(b);
  return b;
}

/** Every post route of posts 0..n-1. */
function postPaths(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `/blog/${postSlug(i)}`);
}

test('no posts: no blog routes, no feeds, no feed links; the sitemap is still written', async () => {
  const b = await site({ 'content/docs/a.md': '# A\n' });
  assert.deepEqual(blogPaths(b), []);
  assert.ok(!b.files().some((f) => f.startsWith('blog/')), 'nothing is written below /blog');
  assert.doesNotMatch(b.page('/docs/a'), /application\/rss\+xml/);
  assert.match(b.writer.text('sitemap.xml'), /<loc>https:\/\/example\.com\/docs\/a<\/loc>/);
});

test('one post: one list page without paging links, the archive and the post', async () => {
  const b = await site(generatePosts(1));
  assert.deepEqual(blogPaths(b), ['/blog', '/blog/archive', '/blog/post-000']);
  assert.deepEqual(listPager(b.page('/blog')), { newer: null, older: null });
  assert.doesNotMatch(b.page('/blog'), /class="pager[ "]/);
});

test('ten posts fill exactly one page', async () => {
  const b = await site(generatePosts(10));
  assert.deepEqual(blogPaths(b), ['/blog', '/blog/archive', ...postPaths(10)].sort());
  assert.equal(listedTitles(b.page('/blog')).length, 10);
  assert.deepEqual(listPager(b.page('/blog')), { newer: null, older: null });
});

test('eleven posts make a second page holding the oldest post', async () => {
  const b = await site(generatePosts(11));
  assert.deepEqual(blogPaths(b), ['/blog', '/blog/archive', '/blog/page/2', ...postPaths(11)].sort());
  assert.deepEqual(listPager(b.page('/blog')), { newer: null, older: '/blog/page/2' });
  assert.deepEqual(listPager(b.page('/blog/page/2')), { newer: '/blog', older: null });
  assert.deepEqual(listedTitles(b.page('/blog/page/2')), ['Post 0']);
  assert.deepEqual(
    listedTitles(b.page('/blog')),
    Array.from({ length: 10 }, (_, i) => `Post ${10 - i}`),
    'newest first',
  );
});

test('105 posts: pages 2 to 11, tag pages with the same pagination, list metadata as the spec lists it', async () => {
  const b = await site(generatePosts(105, (i) => (i % 3 === 0 ? ['release', 'Security Advisory'] : ['release'])));
  const expected = [
    '/blog',
    ...pagePaths('/blog', 11),
    '/blog/archive',
    ...postPaths(105),
    '/blog/tags',
    '/blog/tags/release',
    ...pagePaths('/blog/tags/release', 11),
    '/blog/tags/security-advisory',
    ...pagePaths('/blog/tags/security-advisory', 4),
  ].sort();
  assert.deepEqual(blogPaths(b), expected);

  const routes = b.models[0].table.byKey;
  const page5 = routes.get('/blog/page/5')!;
  assert.deepEqual(page5.metadata, {
    permalink: '/blog/page/5',
    page: 5,
    postsPerPage: 10,
    totalPages: 11,
    totalCount: 105,
    previousPage: '/blog/page/4',
    nextPage: '/blog/page/6',
    blogTitle: 'Fixture Blog',
    blogDescription: 'News',
  });
  assert.equal(page5.items!.length, 10);
  assert.equal(routes.get('/blog/page/11')!.items!.length, 5);
  assert.deepEqual(listPager(b.page('/blog/page/5')), { newer: '/blog/page/4', older: '/blog/page/6' });
  assert.deepEqual(listPager(b.page('/blog/page/11')), { newer: '/blog/page/10', older: null });
  assert.deepEqual(listPager(b.page('/blog/tags/security-advisory/page/4')), {
    newer: '/blog/tags/security-advisory/page/3',
    older: null,
  });
  assert.equal(routes.get('/blog/tags/security-advisory/page/4')!.metadata!.totalCount, 35);
  assert.match(b.page('/blog/tags/security-advisory'), /<h1>35 posts tagged with &quot;Security Advisory&quot;<\/h1>/);
  assert.match(
    b.page('/blog/tags/security-advisory'),
    /<title>35 posts tagged with &quot;Security Advisory&quot; \| Fixture<\/title>/,
  );
  assert.match(
    b.page('/blog/tags'),
    /href="\/blog\/tags\/release" rel="tag">release <span class="tag__count">105<\/span>/,
  );
});

test('the sidebar lists the 50 newest posts on every blog page, marks the current post, and has a mobile panel', async () => {
  const b = await site(generatePosts(105));
  for (const path of ['/blog', '/blog/page/3', '/blog/archive', `/blog/${postSlug(7)}`]) {
    const html = b.page(path);
    const sidebar = /<aside class="sidebar blog-sidebar">([\s\S]*?)<\/aside>/.exec(html);
    assert.ok(sidebar, `${path} has the blog sidebar`);
    assert.match(sidebar[1], /<div class="sidebar__title">Latest posts<\/div>/);
    const links = [...sidebar[1].matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    assert.equal(links.length, 50, `${path}: 50 posts`);
    assert.equal(links[0], 'Post 104');
    assert.equal(links[49], 'Post 55');
  }
  const post = b.page(`/blog/${postSlug(100)}`);
  assert.match(
    post,
    /<a class="menu__link menu__link--active" aria-current="page" href="\/blog\/post-100">Post 100<\/a>/,
  );
  // The drawer's secondary panel is filled from the aside on first open (test/client/navbar.test.ts): one copy here.
  assert.match(
    post,
    /data-panel="secondary"[\s\S]*<div data-menu-sidebar="true"><\/div>/,
    'the mobile menu has a panel for the sidebar',
  );
  assert.equal(post.match(/<div class="sidebar__title">/g)?.length, 1, 'the page carries the sidebar once');
});

test('page size, sidebar count and title and paths come from config', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(
      "blog: { routeBasePath: 'news', pageBasePath: 'p', archiveBasePath: 'all', postsPerPage: 4, sidebarCount: 3, sidebarTitle: 'Recent' }",
    ),
    ...generatePosts(9),
  });
  built.push(b);
  assert.deepEqual(
    blogPaths(b),
    [
      '/news',
      '/news/all',
      '/news/p/2',
      '/news/p/3',
      ...Array.from({ length: 9 }, (_, i) => `/news/${postSlug(i)}`),
    ].sort(),
  );
  const html = b.page('/news');
  assert.deepEqual(listPager(html), { newer: null, older: '/news/p/2' });
  assert.match(html, /<div class="sidebar__title">Recent<\/div>/);
  const aside = /<aside class="sidebar blog-sidebar">([\s\S]*?)<\/aside>/.exec(html)![1];
  assert.equal([...aside.matchAll(/<li class="menu__item"><a class="menu__link/g)].length, 3);
  assert.ok(b.files().includes('news/rss.xml'));
});

test('a sidebar count of 0 shows no sidebar', async () => {
  const b = await buildFixture({ 'site.config.ts': configSource('blog: { sidebarCount: 0 }'), ...generatePosts(2) });
  built.push(b);
  assert.doesNotMatch(b.page('/blog'), /blog-sidebar/);
  assert.doesNotMatch(b.page('/blog'), /data-panel="secondary"/);
});
