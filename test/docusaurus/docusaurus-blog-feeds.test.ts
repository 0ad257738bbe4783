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

/**
 * blog/rss.xml and blog/atom.xml as Docusaurus 2.4.3 wrote them for FILES, each post's HTML put as `…` (sitegen's
 * markup is its own). One change: Atom's titles are `type="html"`, so sitegen escapes the title's `<World>`, which
 * Docusaurus leaves for a reader to drop as an unknown tag.
 */
const DOCUSAURUS_RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>Dino Blog</title>
        <link>https://dino.example/blog</link>
        <description>Dino Blog</description>
        <lastBuildDate>Fri, 01 Mar 2024 10:20:30 GMT</lastBuildDate>
        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>
        <generator>https://github.com/jpmonette/feed</generator>
        <language>en</language>
        <copyright>Copyright Dino</copyright>
        <item>
            <title><![CDATA[Folder post]]></title>
            <link>https://dino.example/blog/folder</link>
            <guid>https://dino.example/blog/folder</guid>
            <pubDate>Fri, 01 Mar 2024 10:20:30 GMT</pubDate>
            <description><![CDATA[A post in a folder with a time.]]></description>
            <content:encoded><![CDATA[…]]></content:encoded>
        </item>
        <item>
            <title><![CDATA[Second]]></title>
            <link>https://dino.example/blog/2024/02/10/second</link>
            <guid>https://dino.example/blog/2024/02/10/second</guid>
            <pubDate>Sat, 10 Feb 2024 00:00:00 GMT</pubDate>
            <description><![CDATA[A custom description.]]></description>
            <content:encoded><![CDATA[…]]></content:encoded>
            <category>news</category>
        </item>
        <item>
            <title><![CDATA[Hello <World> & "Friends"]]></title>
            <link>https://dino.example/blog/2024/01/02/hello</link>
            <guid>https://dino.example/blog/2024/01/02/hello</guid>
            <pubDate>Tue, 02 Jan 2024 00:00:00 GMT</pubDate>
            <description><![CDATA[Hi, see the second post and an anchor.]]></description>
            <content:encoded><![CDATA[…]]></content:encoded>
            <author>ana@dino.example (Ana Blogger)</author>
            <category>news</category>
            <category>Big Release</category>
        </item>
        <item>
            <title><![CDATA[No author]]></title>
            <link>https://dino.example/blog/2023/12/31/no-author</link>
            <guid>https://dino.example/blog/2023/12/31/no-author</guid>
            <pubDate>Sun, 31 Dec 2023 00:00:00 GMT</pubDate>
            <description><![CDATA[Only text, no tags.]]></description>
            <content:encoded><![CDATA[…]]></content:encoded>
        </item>
    </channel>
</rss>`;

const DOCUSAURUS_ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://dino.example/blog</id>
    <title>Dino Blog</title>
    <updated>2024-03-01T10:20:30.000Z</updated>
    <generator>https://github.com/jpmonette/feed</generator>
    <link rel="alternate" href="https://dino.example/blog"/>
    <subtitle>Dino Blog</subtitle>
    <rights>Copyright Dino</rights>
    <entry>
        <title type="html"><![CDATA[Folder post]]></title>
        <id>https://dino.example/blog/folder</id>
        <link href="https://dino.example/blog/folder"/>
        <updated>2024-03-01T10:20:30.000Z</updated>
        <summary type="html"><![CDATA[A post in a folder with a time.]]></summary>
        <content type="html"><![CDATA[…]]></content>
        <author>
            <name>Old Style</name>
            <uri>https://old.example</uri>
        </author>
    </entry>
    <entry>
        <title type="html"><![CDATA[Second]]></title>
        <id>https://dino.example/blog/2024/02/10/second</id>
        <link href="https://dino.example/blog/2024/02/10/second"/>
        <updated>2024-02-10T00:00:00.000Z</updated>
        <summary type="html"><![CDATA[A custom description.]]></summary>
        <content type="html"><![CDATA[…]]></content>
        <author>
            <name>Guest Writer</name>
            <uri>https://guest.example</uri>
        </author>
        <category label="news" term="news"/>
    </entry>
    <entry>
        <title type="html"><![CDATA[Hello &lt;World&gt; &amp; "Friends"]]></title>
        <id>https://dino.example/blog/2024/01/02/hello</id>
        <link href="https://dino.example/blog/2024/01/02/hello"/>
        <updated>2024-01-02T00:00:00.000Z</updated>
        <summary type="html"><![CDATA[Hi, see the second post and an anchor.]]></summary>
        <content type="html"><![CDATA[…]]></content>
        <author>
            <name>Ana Blogger</name>
            <email>ana@dino.example</email>
            <uri>https://ana.example</uri>
        </author>
        <author>
            <name>Rex</name>
        </author>
        <category label="news" term="news"/>
        <category label="Big Release" term="Big Release"/>
    </entry>
    <entry>
        <title type="html"><![CDATA[No author]]></title>
        <id>https://dino.example/blog/2023/12/31/no-author</id>
        <link href="https://dino.example/blog/2023/12/31/no-author"/>
        <updated>2023-12-31T00:00:00.000Z</updated>
        <summary type="html"><![CDATA[Only text, no tags.]]></summary>
        <content type="html"><![CDATA[…]]></content>
    </entry>
</feed>`;

/** The feed with each post's HTML put as `…`. */
function withoutPostHtml(text: string): string {
  return text.replace(/(<content:encoded>|<content type="html">)<!\[CDATA\[[\s\S]*?\]\]>/g, '$1<![CDATA[…]]>');
}

test('rss.xml and atom.xml have the elements, order, layout and values Docusaurus 2.4.3 writes', async () => {
  const b = await site(FILES);
  assert.equal(withoutPostHtml(b.writer.text('blog/rss.xml')), DOCUSAURUS_RSS);
  assert.equal(withoutPostHtml(b.writer.text('blog/atom.xml')), DOCUSAURUS_ATOM);
});

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

test('feedOptions.language and limit are honoured', async () => {
  const b = await site({
    ...FILES,
    'docusaurus.config.js': CONFIG.replace("type: 'all'", "type: 'all', language: 'en-GB', limit: 1"),
  });
  assert.deepEqual(ignoredLines(b), []);
  const rss = b.writer.text('blog/rss.xml');
  assert.match(rss, /\n {8}<language>en-GB<\/language>\n/);
  // Docusaurus 3's limit (2.4.3 refuses it): the newest post only.
  assert.deepEqual(
    [...rss.matchAll(/<title><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1]),
    ['Folder post'],
  );
  assert.equal(JSON.parse(b.writer.text('blog/feed.json')).items.length, 1);
  assert.equal((b.writer.text('blog/atom.xml').match(/<entry>/g) ?? []).length, 1);
  assert.equal(
    JSON.parse(b.writer.text('changelog/feed.json')).items.length,
    2,
    'the changelog sets none: all its posts',
  );
});

/** A createFeedItems as a site writes one: the default items of some posts, changed. */
const CREATE_FEED_ITEMS = `createFeedItems: async ({ blogPosts, defaultCreateFeedItems, ...rest }) => {
  const items = await defaultCreateFeedItems({ blogPosts: blogPosts.filter((p) => !p.metadata.tags.some((t) => t.label === 'news')), ...rest });
  return items.map((item) => ({ ...item, title: item.title + ' [' + blogPosts.length + ']', author: undefined }));
}`;

test('feedOptions.createFeedItems makes the items, from the posts as Docusaurus describes them', async () => {
  const b = await site({
    ...FILES,
    'docusaurus.config.js': CONFIG.replace("type: 'all'", `type: 'all', ${CREATE_FEED_ITEMS}`),
  });
  assert.deepEqual(ignoredLines(b), []);
  const rss = b.writer.text('blog/rss.xml');
  assert.deepEqual(
    [...rss.matchAll(/<title><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1]),
    ['Folder post [4]', 'No author [4]'],
  );
  assert.doesNotMatch(rss, /<author>/);
  assert.match(rss, /<lastBuildDate>Fri, 01 Mar 2024 10:20:30 GMT<\/lastBuildDate>/, "the blog's newest post");
  const json = JSON.parse(b.writer.text('blog/feed.json'));
  assert.deepEqual(
    json.items.map((i: { id: string }) => i.id),
    ['https://dino.example/blog/folder', 'https://dino.example/blog/2023/12/31/no-author'],
  );
  assert.match(json.items[0].content_html, /^<p>A post in a folder with a time\.<\/p>/);
  assert.match(b.writer.text('blog/atom.xml'), /<title type="html"><!\[CDATA\[No author \[4\]\]\]><\/title>/);
  assert.match(b.writer.text('changelog/rss.xml'), /Version 2\]\]>/, 'only the blog that sets it');
});

test('a createFeedItems that throws fails the build, naming its error', async () => {
  await assert.rejects(
    site({
      ...FILES,
      'docusaurus.config.js': CONFIG.replace(
        "type: 'all'",
        "type: 'all', createFeedItems: async () => { throw new Error('no items today'); }",
      ),
    }),
    /the feed items of the blog at \/blog could not be made: Error: no items today/,
  );
});

test("feedOptions.copyright is the RSS and Atom feeds' copyright line; JSON Feed 1 has none", async () => {
  const b = await site(FILES);
  assert.match(b.writer.text('blog/rss.xml'), /\n {8}<copyright>Copyright Dino<\/copyright>\n/);
  assert.match(b.writer.text('blog/atom.xml'), /\n {4}<rights>Copyright Dino<\/rights>\n/);
  assert.doesNotMatch(b.writer.text('blog/feed.json'), /Copyright/);
  assert.doesNotMatch(b.writer.text('changelog/rss.xml'), /<copyright>/, "Docusaurus's default is '', no line");
});

/** A site below `/base/` with trailing slashes, a favicon and a French locale; the expected lines are Docusaurus 2.4.3's for it. */
const PROBE_CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/base/', favicon: 'img/favicon.ico', trailingSlash: true,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } },
  presets: [['classic', { docs: false, blog: { feedOptions: { type: 'all' } } }]],
};
`;

const PROBE_FILES = {
  'docusaurus.config.js': PROBE_CONFIG,
  'blog/2024-04-01-empty.md':
    '---\ntitle: Empty\ntags: [A & B]\nauthors:\n  - name: Mail Only\n    email: m@x.example\n---\n',
  'src/pages/index.md': '# Home\n',
};

test('the Atom icon is the favicon below the locale, a tag with & stays XML, an author with an email is RSS <author>', async () => {
  const b = await site(PROBE_FILES, { locales: ['en', 'fr'] });
  const rss = b.writer.text('fr/blog/rss.xml');
  assert.match(rss, /\n {8}<link>https:\/\/dino\.example\/base\/fr\/blog<\/link>\n/);
  assert.match(rss, /\n {8}<language>fr<\/language>\n/, 'the locale, not its htmlLang');
  // Docusaurus's permalinks have no trailing slash, trailingSlash: true or not.
  assert.match(rss, /\n {12}<link>https:\/\/dino\.example\/base\/fr\/blog\/2024\/04\/01\/empty<\/link>\n/);
  assert.match(rss, /\n {12}<author>m@x\.example \(Mail Only\)<\/author>\n {12}<category>A &amp; B<\/category>\n/);
  // A post with no text has no description; Docusaurus writes no element for it.
  assert.doesNotMatch(rss, /<item>[\s\S]*<description>/);
  const atom = b.writer.text('fr/blog/atom.xml');
  assert.match(atom, /\n {4}<icon>https:\/\/dino\.example\/base\/fr\/img\/favicon\.ico<\/icon>\n/);
  assert.match(atom, /\n {12}<name>Mail Only<\/name>\n {12}<email>m@x\.example<\/email>\n/);
  // Docusaurus writes `label="A & B"`, which is not XML: a reader could not read the feed at all.
  assert.match(atom, /\n {8}<category label="A &amp; B" term="A &amp; B"\/>\n/);
  assert.match(b.writer.text('blog/atom.xml'), /<icon>https:\/\/dino\.example\/base\/img\/favicon\.ico<\/icon>/);
});
