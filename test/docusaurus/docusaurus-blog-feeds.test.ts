/**
 * A Docusaurus blog's `feedOptions.type`: the feeds Docusaurus 2.4.3 writes for it and links from every page, the
 * JSON feed (feed.json) among them. The expected values are those 2.4.3 wrote for the same site.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { readFile } from 'node:fs/promises';
import { migrate } from '../../src/commands/migrate.js';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { feedOptions: { type: 'all', copyright: 'Copyright Dino' } } }]],
  plugins: [['@docusaurus/plugin-content-blog', {
    id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog',
    feedOptions: { type: ['json', 'rss'], title: 'Dino changes', description: 'What changed' },
  }]],
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'blog/authors.yml': [
    'ana:',
    '  name: Ana Blogger',
    '  title: Editor',
    '  url: https://ana.example',
    '  image_url: https://ana.example/ana.png',
    '  email: ana@dino.example',
    'rex:',
    '  name: Rex',
    '',
  ].join('\n'),
  'blog/2024-01-02-hello.md': [
    '---',
    'title: Hello <World> & "Friends"',
    'authors: [ana, rex]',
    'tags: [news, Big Release]',
    '---',
    '',
    'Hi, see [the second post](./2024-02-10-second.md) and [an anchor](#later).',
    '',
    '<!--truncate-->',
    '',
    '## Later',
    '',
    'More text.',
    '',
  ].join('\n'),
  'blog/2024-02-10-second.md':
    '---\ntitle: Second\ndescription: A custom description.\nauthors:\n  - name: Guest Writer\n    url: https://guest.example\n    title: Guest\ntags: [news]\n---\n\nSecond post body.\n',
  'blog/2024-03-01-folder-post/index.md':
    '---\ntitle: Folder post\nslug: folder\ndate: 2024-03-01T10:20:30Z\nauthor: Old Style\nauthor_url: https://old.example\n---\n\n# Ignored heading\n\nA post in a folder with a time.\n',
  'blog/2023-12-31-no-author.md': '---\ntitle: No author\n---\n\nOnly text, no tags.\n',
  'changelog/2024-01-01-v1.md': '---\ntitle: Version 1\n---\n\nRelease 1.\n',
  'changelog/2024-02-01-v2.md': '---\ntitle: Version 2\n---\n\nRelease 2.\n',
  'src/pages/index.md': '# Home\n',
};

/** blog/feed.json as Docusaurus 2.4.3 wrote it for FILES, without each item's content_html. */
const BLOG_JSON_FEED = {
  version: 'https://jsonfeed.org/version/1',
  title: 'Dino Blog',
  home_page_url: 'https://dino.example/blog',
  description: 'Dino Blog',
  items: [
    {
      id: 'https://dino.example/blog/folder',
      url: 'https://dino.example/blog/folder',
      title: 'Folder post',
      summary: 'A post in a folder with a time.',
      date_modified: '2024-03-01T10:20:30.000Z',
      author: { name: 'Old Style', url: 'https://old.example' },
      tags: [],
    },
    {
      id: 'https://dino.example/blog/2024/02/10/second',
      url: 'https://dino.example/blog/2024/02/10/second',
      title: 'Second',
      summary: 'A custom description.',
      date_modified: '2024-02-10T00:00:00.000Z',
      author: { name: 'Guest Writer', url: 'https://guest.example' },
      tags: ['news'],
    },
    {
      id: 'https://dino.example/blog/2024/01/02/hello',
      url: 'https://dino.example/blog/2024/01/02/hello',
      title: 'Hello <World> & "Friends"',
      summary: 'Hi, see the second post and an anchor.',
      date_modified: '2024-01-02T00:00:00.000Z',
      author: { name: 'Ana Blogger', url: 'https://ana.example' },
      tags: ['news', 'Big Release'],
    },
    {
      id: 'https://dino.example/blog/2023/12/31/no-author',
      url: 'https://dino.example/blog/2023/12/31/no-author',
      title: 'No author',
      summary: 'Only text, no tags.',
      date_modified: '2023-12-31T00:00:00.000Z',
      tags: [],
    },
  ],
};

/** The feed's JSON with each item's content_html left out, key order kept. */
function withoutContent(text: string): string {
  const feed = JSON.parse(text);
  for (const item of feed.items) delete item.content_html;
  return JSON.stringify(feed, null, 4);
}

test("feedOptions.type 'all' writes rss.xml, atom.xml and feed.json; a list writes those it names", async () => {
  const b = await site(FILES);
  const feeds = b.files().filter((f) => /^(blog|changelog)\/[^/]+\.(xml|json)$/.test(f));
  assert.deepEqual(feeds, [
    'blog/atom.xml',
    'blog/feed.json',
    'blog/rss.xml',
    'changelog/feed.json',
    'changelog/rss.xml',
  ]);
  assert.deepEqual(ignoredLines(b), []);
});

test("every page links each blog's feeds in its type's order, titled as injectHtmlTags titles them", async () => {
  const b = await site(FILES);
  const links = [...b.page('/').matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)" title="([^"]+)"/g)];
  // Docusaurus 2.4.3's tags for FILES: feedOptions.title, else the site's title (not the blog's).
  assert.deepEqual(
    links.map((m) => m.slice(1)),
    [
      ['application/rss+xml', '/blog/rss.xml', 'Dino RSS Feed'],
      ['application/atom+xml', '/blog/atom.xml', 'Dino Atom Feed'],
      ['application/json', '/blog/feed.json', 'Dino JSON Feed'],
      ['application/json', '/changelog/feed.json', 'Dino changes JSON Feed'],
      ['application/rss+xml', '/changelog/rss.xml', 'Dino changes RSS Feed'],
    ],
  );
});

test('feed.json has the fields, order and values Docusaurus 2.4.3 writes, and each post in full', async () => {
  const b = await site(FILES);
  const text = b.writer.text('blog/feed.json');
  assert.equal(withoutContent(text), JSON.stringify(BLOG_JSON_FEED, null, 4));
  assert.ok(text.startsWith('{\n    "version": '), 'indented by four spaces');
  assert.ok(text.endsWith('\n    ]\n}'), 'no final newline');
  const hello = JSON.parse(text).items[2].content_html;
  assert.match(hello, /^<p>Hi, see <a href="https:\/\/dino\.example\/blog\/2024\/02\/10\/second">the second post<\/a>/);
  assert.match(hello, /<h2[^>]* id="later">Later/, 'past the truncate marker');
  const changelog = JSON.parse(b.writer.text('changelog/feed.json'));
  assert.deepEqual(
    [changelog.title, changelog.description, changelog.home_page_url],
    ['Dino changes', 'What changed', 'https://dino.example/changelog'],
  );
  assert.deepEqual(
    changelog.items.map((i: { title: string }) => i.title),
    ['Version 2', 'Version 1'],
  );
});

test('feedOptions.type null writes no feeds; one type writes that one', async () => {
  const b = await site({
    ...FILES,
    'docusaurus.config.js': CONFIG.replace("type: 'all'", 'type: null').replace(
      "type: ['json', 'rss']",
      "type: 'json'",
    ),
  });
  const feeds = b.files().filter((f) => /^(blog|changelog)\/[^/]+\.(xml|json)$/.test(f));
  assert.deepEqual(feeds, ['changelog/feed.json']);
  assert.doesNotMatch(b.page('/'), /href="\/blog\/(rss\.xml|atom\.xml|feed\.json)"/);
});

test('sitegen migrate writes the feeds as blog.feed.types, which then builds the same feeds', async () => {
  const b = await site(FILES);
  const { file } = await migrate({ root: b.root });
  const text = await readFile(file, 'utf8');
  assert.match(text, /"feed": \{\n\s+"types": \[\n\s+"rss",\n\s+"atom",\n\s+"json"\n\s+\]\n\s+\}/);
  assert.match(text, /"feed": \{\n\s+"types": \[\n\s+"json",\n\s+"rss"\n\s+\]\n\s+\}/);
  const { loadConfig } = await import('../../src/config/load-config.js');
  const config = await loadConfig({ root: b.root });
  assert.deepEqual(config.blog.feed, { types: ['rss', 'atom', 'json'] });
  assert.deepEqual(config.blog.sections[0].feed, { types: ['json', 'rss'] });
});

test('the feedOptions sitegen does not honour are named in the warning, each with what it does instead', async () => {
  const b = await site({
    ...FILES,
    'docusaurus.config.js': CONFIG.replace(
      "type: 'all'",
      "type: 'all', language: 'en-GB', createFeedItems: async (p) => p.defaultCreateFeedItems(p), limit: 5",
    ),
  });
  assert.deepEqual(ignoredLines(b), [
    "- blog.feedOptions.language: the feeds' language is the locale's htmlLang",
    "- blog.feedOptions.createFeedItems: the feeds' items are sitegen's, each post in full",
    '- blog.feedOptions.limit: every post is in the feeds, as in Docusaurus 2.4.3',
  ]);
});

test("feedOptions.copyright is the RSS and Atom feeds' copyright line; JSON Feed 1 has none", async () => {
  const b = await site(FILES);
  assert.match(b.writer.text('blog/rss.xml'), /\n<copyright>Copyright Dino<\/copyright>\n/);
  assert.match(b.writer.text('blog/atom.xml'), /\n<rights>Copyright Dino<\/rights>\n/);
  assert.doesNotMatch(b.writer.text('blog/feed.json'), /Copyright/);
  assert.doesNotMatch(b.writer.text('changelog/rss.xml'), /<copyright>/, "Docusaurus's default is '', no line");
});
