/**
 * A Docusaurus site with more than one blog: the classic preset's and a `@docusaurus/plugin-content-blog` instance
 * with an id of its own (a changelog), each built with its own folder, URLs, authors, tags, feeds and options, as
 * Docusaurus 2.4.3 builds them.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A page's main column: what it lists, without the sidebar's list of newest posts. */
const main = (html: string) => html.slice(html.indexOf('<main'));

const CHANGELOG = `['@docusaurus/plugin-content-blog', {
      id: 'changelog', path: 'changelog', routeBasePath: 'changelog',
      blogTitle: 'Changelog', blogDescription: 'What changed', blogSidebarTitle: 'Releases',
      postsPerPage: 1, feedOptions: { title: 'Dino changes' },
    }]`;

const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: false }]],
  plugins: [${CHANGELOG}],
  themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }, { to: '/changelog', label: 'Changelog' }] } },
};
`,
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: ana\ntags: [news]\n---\n\nHi.\n',
  'blog/authors.yml': 'ana:\n  name: Ana Blogger\n',
  'changelog/2024-02-01-v1.md':
    '---\ntitle: Version 1\nauthors: rex\ntags: [release]\n---\n\nFirst release. [Next](./2024-03-01-v2.md)\n',
  'changelog/2024-03-01-v2.md': '---\ntitle: Version 2\nauthors: rex\ntags: [release]\n---\n\nSecond release.\n',
  'changelog/authors.yml': 'rex:\n  name: Rex Changer\n  title: Release manager\n',
  'src/pages/index.md': '# Home\n',
};

test('a second blog instance has its posts, list pages, tag pages, archive and feeds at its routeBasePath', async () => {
  const b = await site(FILES);
  const post = b.page('/changelog/2024/02/01/v1');
  assert.match(post, /<h1[^>]*>Version 1<\/h1>/);
  assert.match(post, /Rex Changer/, 'its author, from its own authors.yml');
  assert.match(post, /href="\/changelog\/2024\/03\/01\/v2">Next<\/a>/, 'a link to a post beside it');
  assert.match(post, /href="\/changelog\/tags\/release"/);
  // postsPerPage: 1 gives a list page per post, titled and described by its own options.
  const list = b.page('/changelog');
  assert.match(list, /<title>Changelog \| Dino<\/title>/);
  assert.match(list, /<meta name="description" content="What changed"/);
  assert.match(main(list), /Version 2/);
  assert.doesNotMatch(main(list), /Version 1|Hello/);
  assert.match(main(b.page('/changelog/page/2')), /Version 1/);
  assert.match(main(b.page('/changelog/tags/release')), /Version 2/);
  assert.match(main(b.page('/changelog/tags/release/page/2')), /Version 1/);
  assert.match(main(b.page('/changelog/tags')), /href="\/changelog\/tags\/release"/);
  const archive = main(b.page('/changelog/archive'));
  assert.match(archive, /Version 1/);
  assert.doesNotMatch(archive, /Hello/);
  assert.match(post, /Releases/, 'its sidebar, titled by blogSidebarTitle');
  const rss = b.writer.text('changelog/rss.xml');
  assert.match(rss, /<title>Dino changes<\/title>/);
  assert.match(rss, /<link>https:\/\/dino.example\/changelog<\/link>/);
  assert.match(rss, /<title><!\[CDATA\[Version 2\]\]><\/title>/);
  assert.doesNotMatch(rss, /Hello/);
  assert.ok(b.files().includes('changelog/atom.xml'));
  assert.deepEqual(ignoredLines(b), []);
});

test('the classic blog keeps its own posts, authors and feeds beside a second instance', async () => {
  const b = await site(FILES);
  const list = b.page('/blog');
  assert.match(list, /Hello/);
  assert.doesNotMatch(list, /Version [12]/, 'neither in the list nor in the sidebar');
  assert.match(b.page('/blog/2024/01/02/hello'), /Ana Blogger/);
  assert.doesNotMatch(b.writer.text('blog/rss.xml'), /Version/);
  // Every page links both blogs' feeds, the preset's first, as Docusaurus's plugins add them.
  const feeds = [...b.page('/').matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)];
  assert.deepEqual(
    feeds.map((m) => m[1]),
    ['/blog/rss.xml', '/changelog/rss.xml'],
  );
});

test('a second blog instance is translated from its own folder, docusaurus-plugin-content-blog-<id>', async () => {
  const message = (text: string) => ({ message: text });
  const b = await site(
    {
      ...FILES,
      'docusaurus.config.js': FILES['docusaurus.config.js'].replace(
        "baseUrl: '/',",
        "baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
      ),
      'i18n/fr/docusaurus-plugin-content-blog-changelog/2024-02-01-v1.md':
        '---\ntitle: Version un\nauthors: rex\n---\n\nPremière version.\n',
      'i18n/fr/docusaurus-plugin-content-blog-changelog/options.json': JSON.stringify({
        title: message('Journal des modifications'),
        'sidebar.title': message('Versions'),
      }),
      'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: message('Le blog') }),
    },
    { locales: ['en', 'fr'] },
  );
  const post = b.page('/fr/changelog/2024/02/01/v1');
  assert.match(post, /<h1[^>]*>Version un<\/h1>/);
  assert.match(post, /Versions/, "the sidebar's title, from the instance's options.json");
  assert.match(b.page('/fr/changelog'), /<title>Journal des modifications \| Dino<\/title>/);
  assert.match(b.page('/fr/blog'), /<title>Le blog \| Dino<\/title>/);
  assert.match(b.page('/fr/blog/2024/01/02/hello'), /<h1[^>]*>Hello<\/h1>/, 'the blog keeps its own posts');
  // Neither the post nor the options' keys are reported as translating nothing; the key the file lacks is named
  // there, as for the main blog's.
  const blogFiles = b.warnings.filter((w) => w.file?.includes('docusaurus-plugin-content-blog'));
  assert.deepEqual(
    blogFiles.filter((w) => !/not translated/.test(w.message)).map((w) => w.message),
    [],
  );
  const untranslated = blogFiles.find((w) => w.file?.endsWith('docusaurus-plugin-content-blog-changelog/options.json'));
  assert.match(untranslated?.message ?? '', /English is used: description;/);
});

test("an author's photo links where the name links, alt the name, as theme-classic's BlogPostItem/Header/Author draws it", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: [ana, bo, cy]\n---\n\nHi.\n',
    'blog/authors.yml': [
      'ana:\n  name: Ana\n  url: https://ana.example\n  image_url: https://ana.example/a.png',
      'bo:\n  name: Bo\n  email: bo@dino.example\n  image_url: https://bo.example/b.png',
      'cy:\n  name: Cy\n  image_url: https://cy.example/c.png',
      '',
    ].join('\n'),
    'src/pages/index.md': '# Home\n',
  });
  const post = b.page('/blog/2024/01/02/hello');
  assert.match(
    post,
    /<a href="https:\/\/ana\.example" class="avatar__photo-link"><img class="[^"]*avatar__photo" src="https:\/\/ana\.example\/a\.png" alt="Ana" itemProp="image"/i,
  );
  assert.match(post, /<a href="mailto:bo@dino\.example" class="avatar__photo-link"><img [^>]*alt="Bo"/i);
  assert.match(post, /<a href="mailto:bo@dino\.example"[^>]*>Bo<\/a>/, 'a name with an email links to it');
  assert.match(
    post,
    /<img class="[^"]*avatar__photo" src="https:\/\/cy\.example\/c\.png" alt="Cy"/,
    'no link without a URL',
  );
});

test('a post with neither a title nor an h1 is titled by its file name without the date, as Docusaurus titles it', async () => {
  // flow's 2015-12-01-Version-0.19.0.md has no title: Docusaurus shows "Version-0.19.0", sitegen showed the date too.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: false }]] };\n`,
    'blog/2015-12-01-Version-0.19.0.md': '---\nauthor: Gabe\n---\n\nFlow v0.19.0 was deployed today!\n',
    'blog/2016-02-02-notes/index.md': 'Notes in a folder.\n',
    'blog/undated.md': '---\ndate: 2014-01-01\n---\n\nNo date in the name.\n',
  });
  const titles = [...b.parsed.entries.values()].filter((e) => e.kind === 'blog').map((e) => e.title);
  assert.deepEqual(titles.sort(), ['Version-0.19.0', 'notes', 'undated']);
  assert.match(b.page('/blog/2015/12/01/Version-0.19.0'), /<h1[^>]*>Version-0.19.0<\/h1>/);
});

test("a post's footer is theme-classic 2.4.3's row of columns: tags, then the edit link or Read More", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { editUrl: 'https://github.com/dino/site/edit/main/' } }]] };\n`,
    'blog/2024-01-02-cut.md': '---\ntitle: Cut\ntags: [news, eggs]\n---\n\nShort.\n\n<!--truncate-->\n\nLong.\n',
    'blog/2024-01-01-plain.md': '---\ntitle: Plain\n---\n\nWhole.\n',
    'src/pages/index.md': '# Home\n',
  });
  const tags =
    '<b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">' +
    '<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/news">news</a></li>' +
    '<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/eggs">eggs</a></li></ul>';
  const post = b.page('/blog/2024/01/02/cut');
  const footer = /<footer class="row docusaurus-mt-lg blogPostFooterDetailsFull_mRVl">[\s\S]*?<\/footer>/.exec(
    post,
  )?.[0];
  assert.ok(
    footer?.startsWith(
      `<footer class="row docusaurus-mt-lg blogPostFooterDetailsFull_mRVl"><div class="col">${tags}</div><div class="col margin-top--sm"><a class="theme-edit-this-page`,
    ),
    footer,
  );
  assert.match(footer ?? '', /href="https:\/\/github.com\/dino\/site\/edit\/main\/blog\/2024-01-02-cut.md"/);
  const list = main(b.page('/blog'));
  assert.ok(
    list.includes(
      `<footer class="row docusaurus-mt-lg"><div class="col col--9">${tags}</div><div class="col text--right col--3"><a class="blog-post__read-more" href="/blog/2024/01/02/cut" aria-label="Read more about Cut"><b>Read More</b></a></div></footer>`,
    ),
  );
  // A listed post with only an edit URL: an empty footer, as theme-classic leaves it (the list shows no edit link).
  assert.match(list, /<footer class="row docusaurus-mt-lg"><\/footer>/);
});
