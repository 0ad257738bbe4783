import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { blogPaths, listedTitles } from './blog-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const authors = `team:\n  name: Release Team\n  title: Ships releases\n  url: /docs/a\n  image_url: /img/team.svg\n`;

async function site(files: Record<string, string>, options: { includeDrafts?: boolean; locales?: string[] } = {}) {
  const b = await buildFixture(
    { 'content/docs/a.md': '# A\n', 'content/blog/authors.yml': authors, ...files },
    options,
  );
  built.push(b);
  return b;
}

/** The list-page article of the post titled `title`. */
function listed(html: string, title: string): string {
  const articles = html.split('<article class="blog-post blog-post--listed">').slice(1);
  const found = articles.find((a) => a.includes(`>${title}</a></h2>`));
  assert.ok(found, `"${title}" is listed`);
  return found.split('</article>')[0];
}

test('a truncate marker makes an excerpt with Read More; without one the list shows the whole post', async () => {
  const b = await site({
    'content/blog/cut.md':
      '---\ndate: 2021-01-03\ntitle: Cut\n---\n\nAbove the fold.\n\n<!-- truncate -->\n\nBelow the fold.\n',
    'content/blog/mdx-cut.md':
      '---\ndate: 2021-01-02\ntitle: MDX cut\n---\n\nMDX above.\n\n{/* truncate */}\n\nMDX below.\n',
    'content/blog/whole.md':
      '---\ndate: 2021-01-01\ntitle: Whole\n---\n\nFirst part.\n\n## A heading\n\nSecond part, see [above](#a-heading).\n',
  });
  const html = b.page('/blog');
  const cut = listed(html, 'Cut');
  assert.match(cut, /Above the fold\./);
  assert.doesNotMatch(cut, /Below the fold/);
  assert.match(
    cut,
    /<a class="blog-post__read-more" href="\/blog\/cut" aria-label="Read more about Cut"><b>Read More<\/b><\/a>/,
  );
  assert.doesNotMatch(listed(html, 'MDX cut'), /MDX below/);
  assert.match(listed(html, 'MDX cut'), /Read More/);
  const whole = listed(html, 'Whole');
  assert.match(whole, /Second part/);
  assert.doesNotMatch(whole, /Read More/);
  assert.doesNotMatch(whole, /id="a-heading"/, 'heading ids stay on the post page, where they are unique');
  assert.match(whole, /href="\/blog\/whole#a-heading"/, 'in-page anchors point at the post');
  assert.match(b.page('/blog/cut'), /Below the fold\./, 'the post page has everything');
  assert.match(b.page('/blog/whole'), /<h2 id="a-heading">/);
});

test('a date-prefixed file or folder without slug is served at /blog/YYYY/MM/DD/slug, as in Docusaurus; front matter date and slug win', async () => {
  const b = await site({
    'content/blog/2021-03-04-from-name.md': '---\ntitle: From name\n---\n\nText.\n',
    'content/blog/undated.md':
      '---\ntitle: From front matter\ndate: 2022-05-06T10:00:00Z\nslug: custom/path\n---\n\nText.\n',
    'content/blog/2020-01-01-overridden.md':
      '---\ntitle: Overridden\ndate: 2019-12-24\nslug: /other-slug\n---\n\nText.\n',
    'content/blog/2023/2023-07-08-in-folder.md': '---\ntitle: In a folder\n---\n\nText.\n',
    'content/blog/2022-1-9-short-date/index.md': '---\ntitle: Folder post\n---\n\nText.\n',
    'content/blog/plain.md': '---\ntitle: Plain\ndate: 2023-2-07T00:00:00.000Z\n---\n\nText.\n',
  });
  const paths = [
    '/blog',
    '/blog/2021/03/04/from-name',
    '/blog/2022/1/9/short-date',
    // Docusaurus 2.4.3's parseBlogFileName: the date, then the folders the file sits in.
    '/blog/2023/07/08/2023/in-folder',
    '/blog/archive',
    '/blog/custom/path',
    '/blog/other-slug',
    '/blog/plain',
  ];
  assert.deepEqual(blogPaths(b), paths);
  assert.match(b.page('/blog/2021/03/04/from-name'), /<time dateTime="2021-03-04">March 4, 2021<\/time>/);
  assert.match(b.page('/blog/2022/1/9/short-date'), /<time dateTime="2022-01-09">January 9, 2022<\/time>/);
  assert.match(
    b.page('/blog/plain'),
    /<time dateTime="2023-02-07">February 7, 2023<\/time>/,
    'a YAML 1.1 timestamp with a one-digit month',
  );
  assert.match(b.page('/blog/custom/path'), /<time dateTime="2022-05-06T10:00:00Z">May 6, 2022<\/time>/);
  assert.match(b.page('/blog/other-slug'), /<time dateTime="2019-12-24">December 24, 2019<\/time>/);
  assert.deepEqual(listedTitles(b.page('/blog')), [
    'In a folder',
    'Plain',
    'From front matter',
    'Folder post',
    'From name',
    'Overridden',
  ]);
});

test('drafts are left out of the production build and kept with includeDrafts', async () => {
  const files = {
    'content/blog/public.md': '---\ndate: 2021-01-01\ntitle: Public\n---\n\nText.\n',
    'content/blog/secret.md': '---\ndate: 2021-02-01\ntitle: Secret draft\ndraft: true\ntags: [hidden]\n---\n\nText.\n',
  };
  const production = await site(files);
  assert.deepEqual(blogPaths(production), ['/blog', '/blog/archive', '/blog/public']);
  for (const file of production.files().filter((f) => f.endsWith('.html') || f.endsWith('.xml'))) {
    assert.doesNotMatch(production.writer.text(file), /Secret draft/, `${file} does not mention the draft`);
  }
  const dev = await site(files, { includeDrafts: true });
  assert.deepEqual(blogPaths(dev), [
    '/blog',
    '/blog/archive',
    '/blog/public',
    '/blog/secret',
    '/blog/tags',
    '/blog/tags/hidden',
  ]);
});

test('posts sort newest first, equal dates by title, and link their neighbours by title', async () => {
  const b = await site({
    // File names sort the other way round from titles, so the order below comes from the titles.
    'content/blog/a.md': '---\ndate: 2021-05-01\ntitle: Bravo\n---\n\nText.\n',
    'content/blog/b.md': '---\ndate: 2021-05-01\ntitle: Alpha\n---\n\nText.\n',
    'content/blog/new.md': '---\ndate: 2021-06-01\ntitle: Newest\n---\n\nText.\n',
    'content/blog/old.md': '---\ndate: 2021-04-01\ntitle: Oldest\n---\n\nText.\n',
  });
  assert.deepEqual(listedTitles(b.page('/blog')), ['Newest', 'Alpha', 'Bravo', 'Oldest']);
  const alpha = b.page('/blog/b');
  assert.match(
    alpha,
    /rel="prev"><span class="pager__sub">Newer Post<\/span><span class="pager__label">« Newest<\/span>/,
  );
  assert.match(
    alpha,
    /rel="next"><span class="pager__sub">Older Post<\/span><span class="pager__label">Bravo »<\/span>/,
  );
  assert.doesNotMatch(b.page('/blog/new'), /Newer Post/);
  assert.doesNotMatch(b.page('/blog/old'), /Older Post/);
});

test('a post page has its title, date, reading time, authors, tags, content and TOC; the leading H1 is dropped', async () => {
  const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
  const b = await site({
    'content/blog/full.md': `---\ndate: 2021-03-04\ntitle: The full post\nauthors: [team, {name: Guest Writer, url: 'https://example.org/guest'}]\ntags: [release, Electron Forge]\n---\n\n# An H1 the title replaces\n\n${words}\n\n## Section one\n\n### Detail\n\nText.\n`,
  });
  const html = b.page('/blog/full');
  assert.match(html, /<title>The full post \| Fixture<\/title>/);
  assert.match(html, /<h1 class="post-header__title">The full post<\/h1>/);
  assert.doesNotMatch(html, /An H1 the title replaces/);
  assert.match(html, /<span>3 min read<\/span>/, '450 words at 200 a minute, rounded up');
  assert.match(
    html,
    /<img class="post-author__avatar" src="\/img\/team.svg" alt="" width="40" height="40" loading="lazy"\/>/,
  );
  assert.match(
    html,
    /<span class="post-author__name"><a href="\/docs\/a">Release Team<\/a><\/span><span class="post-author__title">Ships releases<\/span>/,
  );
  assert.match(html, /<a href="https:\/\/example.org\/guest">Guest Writer<\/a>/);
  assert.match(html, /<a class="tag" href="\/blog\/tags\/release" rel="tag">release<\/a>/);
  assert.match(html, /<a class="tag" href="\/blog\/tags\/electron-forge" rel="tag">Electron Forge<\/a>/);
  assert.match(html, /class="toc__link" href="#section-one"/);
  assert.match(html, /class="toc__link" href="#detail"/);
  assert.match(html, /class="toc-aside">/);
});

test('old-style author fields, image as og:image, og:type article, hide_table_of_contents', async () => {
  const b = await site({
    'content/blog/legacy.md': `---\ndate: 2021-03-04\ntitle: Legacy\nauthor: Old Writer\nauthorTitle: Maintainer\nauthorURL: https://example.org/old\nauthorImageURL: https://example.org/old.png\nimage: /img/card.png\nhide_table_of_contents: true\n---\n\nText.\n\n## Section\n\nMore.\n`,
    'content/blog/snake.md': `---\ndate: 2021-03-05\ntitle: Snake\nauthor: Snake Writer\nauthor_title: Editor\nauthor_url: https://example.org/snake\nauthor_image_url: https://example.org/snake.png\nimage: https://cdn.example.org/card.png\n---\n\nText.\n`,
  });
  const legacy = b.page('/blog/legacy');
  assert.match(
    legacy,
    /<a href="https:\/\/example.org\/old">Old Writer<\/a><\/span><span class="post-author__title">Maintainer<\/span>/,
  );
  assert.match(legacy, /<img class="post-author__avatar" src="https:\/\/example.org\/old.png"/);
  assert.match(legacy, /<meta property="og:type" content="article"\/>/);
  assert.match(legacy, /<meta property="og:image" content="https?:\/\/[^"]*\/img\/card.png"\/>/);
  assert.doesNotMatch(legacy, /class="toc__link"/, 'hide_table_of_contents hides the TOC');
  const snake = b.page('/blog/snake');
  assert.match(
    snake,
    /<a href="https:\/\/example.org\/snake">Snake Writer<\/a><\/span><span class="post-author__title">Editor<\/span>/,
  );
  assert.match(snake, /<meta property="og:image" content="https:\/\/cdn.example.org\/card.png"\/>/);
  assert.match(b.page('/blog'), /<meta property="og:type" content="website"\/>/, 'list pages stay websites');
});

test('one minute of reading uses the singular form; other locales format the date and translate the strings their way', async () => {
  const b = await site(
    {
      'site.config.ts': configSource(
        "i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { de: { label: 'Deutsch', htmlLang: 'de-DE' } } }",
      ),
      'content/blog/short.md': '---\ndate: 2021-03-04\ntitle: Short\n---\n\nA few words.\n',
      'content/i18n/de/code.json': JSON.stringify({
        'blog.readingTime': 'Eine Minute Lesezeit|{count} Minuten Lesezeit',
        'blog.options.sidebarTitle': 'Neueste Beiträge',
      }),
    },
    { locales: ['en', 'de'] },
  );
  assert.match(
    b.page('/blog/short'),
    /March 4, 2021<\/time><span aria-hidden="true"> · <\/span><span>1 min read<\/span>/,
  );
  assert.match(
    b.page('/de/blog/short'),
    /4\. März 2021<\/time><span aria-hidden="true"> · <\/span><span>Eine Minute Lesezeit<\/span>/,
  );
  assert.match(b.page('/de/blog'), /href="\/de\/blog\/short"/);
  assert.match(
    b.page('/de/blog'),
    /<div class="sidebar__title">Neueste Beiträge<\/div>/,
    'the sidebar title is translated',
  );
  assert.match(b.page('/blog'), /<div class="sidebar__title">Latest posts<\/div>/);
  assert.deepEqual(blogPaths(b, 'de'), blogPaths(b, 'en'));
});

test('the archive groups posts by year, newest year first', async () => {
  const b = await site({
    'content/blog/a.md': '---\ndate: 2019-02-01\ntitle: Old one\n---\n\nText.\n',
    'content/blog/b.md': '---\ndate: 2021-07-01\ntitle: New one\n---\n\nText.\n',
    'content/blog/c.md': '---\ndate: 2021-01-15\ntitle: New two\n---\n\nText.\n',
  });
  const html = b.page('/blog/archive');
  assert.match(html, /<title>Archive \| Fixture<\/title>/);
  const years = [...html.matchAll(/<h2 id="year-(\d+)">/g)].map((m) => m[1]);
  assert.deepEqual(years, ['2021', '2019']);
  const titles = [...html.matchAll(/<time dateTime="[^"]+">[^<]+<\/time> <a href="[^"]+">([^<]+)<\/a>/g)].map(
    (m) => m[1],
  );
  assert.deepEqual(titles, ['New one', 'New two', 'Old one']);
  assert.match(html, /<time dateTime="2021-01-15">January 15<\/time>/);
});

test('an avatar that points into the static folder at no file is a warning naming the authors.yml line', async () => {
  const post = { 'content/blog/p.md': '---\ndate: 2021-01-01\ntitle: P\nauthors: [team]\n---\n\nText.\n' };
  const missing = await site(post);
  const warnings = missing.warnings.filter((w) => w.code === 'missing-image');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0].file, /content\/blog\/authors\.yml$/);
  assert.equal(warnings[0].line, 5);
  assert.equal(
    warnings[0].message,
    'image not found: /img/team.svg (the avatar of Release Team; no such file in content/static)',
  );
  const present = await site({ ...post, 'content/static/img/team.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  assert.deepEqual(
    present.warnings.filter((w) => w.code === 'missing-image'),
    [],
  );
});

test('an avatar path relative to authors.yml is that file, published as an image, as Docusaurus bundles it', async () => {
  // tauri's authors.yml: image_url: ./author_images/beanow.jpg, beside the file.
  const b = await site({
    'content/blog/authors.yml': `ro:\n  name: Robin\n  image_url: ./author_images/robin.svg\nmi:\n  name: Missing\n  image_url: ./author_images/none.svg\n`,
    'content/blog/author_images/robin.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/blog/p.md': '---\ndate: 2021-01-01\ntitle: P\nauthors: [ro, mi]\n---\n\nText.\n',
  });
  const src = /<img class="post-author__avatar" src="([^"]+)"/.exec(b.page('/blog/p'))?.[1] ?? '';
  assert.match(src, /^\/assets\/images\/robin-[0-9a-f]{10}\.svg$/);
  assert.ok(b.files().includes(src.slice(1)), `${src} is written`);
  const missing = b.warnings.filter((w) => w.code === 'missing-image');
  assert.deepEqual(
    missing.map((w) => [w.file.replace(/.*\/content\//, ''), w.line, w.message]),
    [['blog/authors.yml', 6, 'image not found: ./author_images/none.svg (the avatar of Missing, beside authors.yml)']],
  );
});
